// Only the declaration in include/CFuzzerDriver.h matters: libFuzzer defines the function.
#include "CFuzzerDriver.h"
