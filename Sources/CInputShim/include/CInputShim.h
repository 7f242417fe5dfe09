#ifndef CINPUTSHIM_H
#define CINPUTSHIM_H
/* The few C entry points Swift cannot call directly: variadic open(2) and errno. */
int cinput_open(const char *path, int flags);
int cinput_errno(void);
#endif
