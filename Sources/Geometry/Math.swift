// Geometry depends on the standard library only. These few C math functions come from the
// platform's C library, which the standard library already links. The import is re-exported:
// a plain import is seen by this file alone, and most files use these functions (a clean
// build of a package depending on Geometry failed without it, while an incremental one here
// passed). So `import Geometry` brings the C library's names too, as `import Foundation` does.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
