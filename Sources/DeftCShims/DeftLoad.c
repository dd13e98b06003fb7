// Registering Deft's XCTest observer before any test runs
//
// XCTest tells observers which test case is running, and Deft records a
// failure on that test case, at the failing line. An observer registered at
// the first failure misses the start of the test that failed first. So the
// observer is registered when the image that holds Deft is loaded, from the
// constructor below, which calls back into Swift (XCTestReporter.swift,
// through @_cdecl).
//
// A constructor runs the same way on Linux (from .init_array) and on Apple
// platforms (dyld runs it after the image's Objective-C +load methods, when
// Nimble registers its own observer the same way): the mechanism that
// Apple's platforms depend on is the one Linux tests exercise. On Apple
// platforms XCTest loads a test bundle on the main thread, where its
// observation center must be called.

#include "DeftCShims.h"

/// Defined in Swift, in XCTestReporter.swift, with @_cdecl.
extern void deft_register_test_observer(void);

/// Whether the constructor has run. Written once, while the image loads.
static volatile bool deft_loaded;

__attribute__((constructor)) static void deft_load(void) {
    deft_loaded = true;
    deft_register_test_observer();
}

bool deft_loaded_at_start(void) {
    return deft_loaded;
}
