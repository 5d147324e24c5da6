#ifndef LOCUS_CCAIRO_SHIM_H
#define LOCUS_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
