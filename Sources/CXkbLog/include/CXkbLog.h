#ifndef CXKBLOG_H
#define CXKBLOG_H
/* xkbcommon's log callback takes a va_list, which Swift cannot receive: this formats each message and
   hands it to a plain callback with the context's user data (Sources/Keyboard/XkbContext.swift). */
struct xkb_context;
typedef void (*cxkblog_sink)(void *user_data, const char *message);
/* Routes the context's messages at `level` (an enum xkb_log_level) and above to `sink`. */
void cxkblog_install(struct xkb_context *context, int level, cxkblog_sink sink);
#endif
