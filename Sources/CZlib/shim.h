#ifndef TIPPLAYGROUND_CZLIB_SHIM_H
#define TIPPLAYGROUND_CZLIB_SHIM_H
#include <zlib.h>
#endif
