#include "CXkbLog.h"
#include <stdarg.h>
#include <stdio.h>
#include <xkbcommon/xkbcommon.h>

/* One sink for the process: every context routes through it and the Swift side tells contexts apart by
   their user data. Set before any message can be logged. */
static cxkblog_sink current_sink;

static void forward(struct xkb_context *context, enum xkb_log_level level, const char *format, va_list args) {
    (void)level;
    char message[512];
    vsnprintf(message, sizeof message, format, args);
    if (current_sink) current_sink(xkb_context_get_user_data(context), message);
}

void cxkblog_install(struct xkb_context *context, int level, cxkblog_sink sink) {
    current_sink = sink;
    xkb_context_set_log_level(context, (enum xkb_log_level)level);
    xkb_context_set_log_fn(context, forward);
}
