#include "CInputShim.h"
#include <errno.h>
#include <fcntl.h>

int cinput_open(const char *path, int flags) { return open(path, flags); }
int cinput_errno(void) { return errno; }
