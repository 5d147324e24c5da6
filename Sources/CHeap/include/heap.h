// The C heap's own count of the bytes it has handed out, for the memory benchmark: glibc's
// mallinfo2 lives in <malloc.h>, which Swift's Glibc module does not include.
#include <stddef.h>

/// Bytes in use: small blocks from the arenas plus large ones mapped on their own.
size_t locus_heap_in_use(void);
