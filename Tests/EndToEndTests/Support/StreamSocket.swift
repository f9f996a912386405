#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `SOCK_STREAM` as `socket(2)` takes it: Glibc imports it as an enum case (its raw value is the
/// number), Darwin as a plain `Int32`.
#if canImport(Glibc)
let streamSocketType = Int32(SOCK_STREAM.rawValue)
#else
let streamSocketType = SOCK_STREAM
#endif
