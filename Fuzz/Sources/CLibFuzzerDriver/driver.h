// libFuzzer's entry for programs that have a main of their own (libFuzzer is linked
// by -sanitize=fuzzer): runs the fuzzer with the command line and the callback.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
