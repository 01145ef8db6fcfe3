// cairo's C API with its SVG, PDF and PNG back ends, as one Swift module (`workoutkit plot`).
#ifndef WORKOUTKIT_CCAIRO_SHIM_H
#define WORKOUTKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
