#ifndef TIPPLAYGROUND_CSQLITE_SHIM_H
#define TIPPLAYGROUND_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro that Swift cannot import: bind strings and blobs with this.
static inline sqlite3_destructor_type tipcore_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
