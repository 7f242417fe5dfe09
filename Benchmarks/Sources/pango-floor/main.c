// pango-floor: what Pango itself allocates per keystroke at the cheapest use issue 28 allows ("text layout
// by Pango"), the floor under the text field's per-key allocation count (docs/benchmarks.md, "Session 40").
//
// One reused PangoLayout (the shared kind of context the framework uses, DejaVu Sans 17, as a text field's
// system font) holds a 200-character line. Each edit changes the line by one character, alternately typing a
// letter at the end (201 characters) and deleting it again (200), as a user types and corrects; an edit
// sets the text (`pango_layout_set_text`), reads the line's extents and the caret's position
// (`pango_layout_index_to_pos`), and draws the line (`pango_cairo_show_layout`) into one reused image
// surface through one reused cairo_t. Allocations are counted by CMallocCounter (the counting malloc the
// other benches link) over the counted edits, after warm-up edits that fill Pango's and Cairo's caches.
//
// Rows (`allocs <mode> <per edit> <total>`):
//   reused-layout       the floor: the edit on the reused layout, drawn;
//   reused-layout-undrawn  the same without drawing (layout, extents, caret position alone);
//   new-layout          a new PangoLayout per edit in the shared context (what a line that lays out its
//                       edited text afresh pays, as TextLine's chunk does), drawn.
// Options: --edits N (counted edits per row, default 600), --warm-up N (default 60).
#include "CMallocCounter.h"
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { lineLength = 200 };

typedef enum { reusedLayout, reusedLayoutUndrawn, newLayout } Mode;

typedef struct {
    PangoContext *context;
    PangoFontDescription *font;
    PangoLayout *layout;
    cairo_surface_t *surface;
    cairo_t *cr;
    char text[lineLength + 2];
    int length;
    long sink;
} Floor;

// The line typed: prose with spaces, so shaping sees words as a field's text does.
static const char prose[] = "the quick brown fox jumps over the lazy dog ";

static void edit(Floor *floor, Mode mode, int step) {
    // Odd steps delete the letter the even step before typed.
    if (step % 2 == 0) {
        floor->text[floor->length] = prose[(step / 2) % (sizeof prose - 1)] == ' ' ? 'x' : prose[(step / 2) % (sizeof prose - 1)];
        floor->length += 1;
    } else {
        floor->length -= 1;
    }
    floor->text[floor->length] = '\0';
    PangoLayout *layout = floor->layout;
    if (mode == newLayout) {
        layout = pango_layout_new(floor->context);
        pango_layout_set_font_description(layout, floor->font);
    }
    pango_layout_set_text(layout, floor->text, floor->length);
    PangoRectangle logical, caret;
    pango_layout_get_extents(layout, NULL, &logical);
    pango_layout_index_to_pos(layout, floor->length, &caret);
    floor->sink += logical.width + caret.x;
    if (mode != reusedLayoutUndrawn) {
        cairo_move_to(floor->cr, 4, 4);
        pango_cairo_show_layout(floor->cr, layout);
    }
    if (mode == newLayout) g_object_unref(layout);
}

static void run(const char *name, Mode mode, int edits, int warmUp) {
    Floor floor = {0};
    PangoFontMap *map = pango_cairo_font_map_get_default();
    floor.context = pango_font_map_create_context(map);
    floor.font = pango_font_description_new();
    pango_font_description_set_family(floor.font, "DejaVu Sans");
    pango_font_description_set_absolute_size(floor.font, 17.0 * PANGO_SCALE);
    floor.layout = pango_layout_new(floor.context);
    pango_layout_set_font_description(floor.layout, floor.font);
    floor.surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2400, 40);
    floor.cr = cairo_create(floor.surface);
    cairo_set_source_rgb(floor.cr, 0, 0, 0);
    for (int i = 0; i < lineLength; i++) floor.text[i] = prose[i % (sizeof prose - 1)];
    floor.length = lineLength;
    floor.text[floor.length] = '\0';
    for (int step = 0; step < warmUp; step++) edit(&floor, mode, step);
    malloc_counter_set_enabled(1);
    uint64_t before = malloc_counter_read().allocations;
    for (int step = warmUp; step < warmUp + edits; step++) edit(&floor, mode, step);
    uint64_t total = malloc_counter_read().allocations - before;
    malloc_counter_set_enabled(0);
    printf("allocs %s %.2f %llu\n", name, (double)total / edits, (unsigned long long)total);
    printf("check %s %d %ld\n", name, floor.length, floor.sink > 0 ? 1L : 0L);
    cairo_destroy(floor.cr);
    cairo_surface_destroy(floor.surface);
    g_object_unref(floor.layout);
    pango_font_description_free(floor.font);
    g_object_unref(floor.context);
}

// An even count (each typed letter is deleted again, so every row starts and ends at 200 characters).
static int count(const char *value, const char *option, long minimum) {
    char *end = NULL;
    long parsed = value ? strtol(value, &end, 10) : -1;
    if (!value || *end != '\0' || parsed < minimum || parsed > 10000000 || parsed % 2 != 0) {
        fprintf(stderr, "pango-floor: %s expects an even count from %ld to 10000000, got %s\n", option, minimum,
                value ? value : "nothing");
        exit(64);
    }
    return (int)parsed;
}

int main(int argc, char **argv) {
    int edits = 600, warmUp = 60;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--edits") == 0) edits = count(i + 1 < argc ? argv[++i] : NULL, "--edits", 2);
        else if (strcmp(argv[i], "--warm-up") == 0) warmUp = count(i + 1 < argc ? argv[++i] : NULL, "--warm-up", 0);
        else {
            fprintf(stderr, "pango-floor: unknown option %s (options: --edits N, --warm-up N)\n", argv[i]);
            return 64;
        }
    }
    // A floor of zero must mean Pango allocated nothing, not that malloc bound elsewhere.
    malloc_counter_set_enabled(1);
    void *volatile probe = malloc(16); // volatile: the compiler may not drop the pair
    free(probe);
    malloc_counter_set_enabled(0);
    if (!malloc_counter_is_active()) {
        fprintf(stderr, "pango-floor: the counting allocator is not in use (link with --export-dynamic)\n");
        return 1;
    }
    run("reused-layout", reusedLayout, edits, warmUp);
    run("reused-layout-undrawn", reusedLayoutUndrawn, edits, warmUp);
    run("new-layout", newLayout, edits, warmUp);
    return 0;
}
