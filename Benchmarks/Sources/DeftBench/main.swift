import Foundation

let arguments = CommandLine.arguments.dropFirst()
let group = arguments.first ?? "runtime"
let implementation = arguments.dropFirst().first ?? "deft"

switch (group, implementation) {
case ("runtime", "deft"): DeftRuntime.run()
case ("runtime", "nimble"): NimbleRuntime.run()
case ("runtime", "xctest"): XCTestRuntime.run()
case ("runtime", "testing"): TestingRuntime.run()
case ("runtime", "floor"): FloorRuntime.run()
case ("profile", "deft-equal"): DeftRuntime.passingEqual(Int(arguments.dropFirst(2).first ?? "") ?? 20_000)
case ("profile", "deft-contain"): DeftRuntime.passingContain(Int(arguments.dropFirst(2).first ?? "") ?? 20_000)
case ("profile", "deft-failing"): DeftRuntime.failingEqual(Int(arguments.dropFirst(2).first ?? "") ?? 2_000)
case ("polling", "deft"): await DeftPolling.run()
case ("polling", "nimble"): await NimblePolling.run()
default:
    FileHandle.standardError.write(Data("usage: deft-bench runtime|polling deft|nimble|xctest|testing|floor\n".utf8))
    exit(2)
}
