#include <malloc.h>
#include "heap.h"

size_t locus_heap_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
