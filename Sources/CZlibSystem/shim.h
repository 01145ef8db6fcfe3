// zlib, for gzip streams and zip entries. Named CZlibSystem because
// ZIPFoundation already owns a module called CZLib.
#ifndef WORKOUTKIT_CZLIBSYSTEM_SHIM_H
#define WORKOUTKIT_CZLIBSYSTEM_SHIM_H

#include <zlib.h>

/// inflateInit2 is a macro in C; this makes it callable from Swift.
static inline int wk_inflate_init2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

/// deflateInit2 is a macro in C; this makes it callable from Swift.
static inline int wk_deflate_init2(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

#endif
