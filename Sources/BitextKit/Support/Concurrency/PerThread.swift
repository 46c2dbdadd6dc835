#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value for each thread, made by `make` on the thread's first use and released when the
/// thread ends: scratch memory that work on one thread reuses from one document to the next,
/// without a lock.
final class PerThread<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<AnyObject>.fromOpaque(stored).release() }
        }
        self.key = key
    }

    /// The calling thread's value.
    var value: Value {
        if let stored = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue() }
        let value = make()
        // Released as `AnyObject` when the thread ends: the C destructor cannot name `Value`,
        // and a class instance is the same reference either way.
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
