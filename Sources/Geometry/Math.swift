// Geometry depends on the standard library only. These few C math functions come from the
// platform's C library, which the standard library already links.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
