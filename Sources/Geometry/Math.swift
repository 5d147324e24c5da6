// Geometry depends on the standard library only. These few C math functions come from the
// platform's C library, which the standard library already links.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
