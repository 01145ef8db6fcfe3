// The libxml2 headers workoutkit needs, as one Swift module.
//
// Debian builds libxml2 with ICU, and its headers then pull in ICU's, which clash
// with the ICU that Foundation carries. workoutkit never asks libxml2 for ICU, so
// the flag is cleared before the rest of the headers are read.
#ifndef WORKOUTKIT_CLIBXML2_SHIM_H
#define WORKOUTKIT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

/// Frees memory that libxml2 allocated (xmlFree is a global function pointer,
/// which Swift 6 refuses as shared mutable state).
static inline void wk_xml_free(void *pointer) { xmlFree(pointer); }

/// The version string of the libxml2 the program runs against (a macro in C).
static inline const char *wk_xml_parser_version(void) { return xmlParserVersion; }

#endif
