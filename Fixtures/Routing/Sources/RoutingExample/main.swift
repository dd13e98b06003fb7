// Fails expectations outside any test: Deft must print them to standard
// error as `file:line:column: error: message`. Each failing line carries a
// `ROUTE: <tag>` marker that scripts/check-routing.sh looks up.
import Deft
import Foundation

expect("exe-main").to(equal("routed"))  // ROUTE: exe-main

let done = DispatchSemaphore(value: 0)
Thread.detachNewThread {
    expect("exe-thread").to(equal("routed"))  // ROUTE: exe-thread
    done.signal()
}
done.wait()

expect("exe-pass").to(equal("exe-pass"))
