/* sc-export-options.h: what an export or a print looks like
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sc-notation-style.h"

G_BEGIN_DECLS

typedef enum {
  SC_EXPORT_PDF,
  SC_EXPORT_SVG,                 /* the pages, one SVG file each */
  SC_EXPORT_HTML,
  SC_EXPORT_TEX,
  SC_EXPORT_TEXT,
} ScExportFormat;

/* Where diagrams stand: any combination. */
typedef enum {
  SC_DIAGRAMS_NONE    = 0,
  SC_DIAGRAMS_START   = 1 << 0,  /* before the first move of a game from a set-up position (FEN tag) */
  SC_DIAGRAMS_MARKED  = 1 << 1,  /* where the annotator put $220 or $221 */
  SC_DIAGRAMS_END     = 1 << 2,  /* after the last move of the main line */
  SC_DIAGRAMS_TURNING = 1 << 3,  /* where an [%eval] swings (sc_game_turning_points ()) */
} ScDiagramChoice;

#define SC_DIAGRAMS_DEFAULT (SC_DIAGRAMS_START | SC_DIAGRAMS_MARKED)

typedef struct {
  ScExportFormat  format;
  ScNotationStyle style;
  guint           columns;           /* 1 or 2 */
  double          paper_width;       /* points */
  double          paper_height;
  double          margin;            /* points, all four sides */
  double          font_size;         /* points */
  ScDiagramChoice diagrams;
  double          diagram_size;      /* points, the board's side */
  gboolean        grayscale;
  gboolean        coordinates;       /* file letters and rank numbers by the diagrams */
  gboolean        italic_deeper;     /* variations inside variations in italics */
  guint           paragraph_depth;   /* variations up to this depth get an indented paragraph; 0: all inline */
} ScExportOptions;

#define SC_TYPE_EXPORT_OPTIONS (sc_export_options_get_type ())
GType            sc_export_options_get_type     (void) G_GNUC_CONST;

/* A4, figurines, one column, diagrams where marked and at the start of a
 * game from a set-up position. */
ScExportOptions *sc_export_options_new          (void);
ScExportOptions *sc_export_options_copy         (const ScExportOptions *options);
void             sc_export_options_free         (ScExportOptions       *options);

/* "a4", "a5", "letter" or "WxHmm" (e.g. "170x240mm"). */
gboolean         sc_export_options_set_paper    (ScExportOptions       *options,
                                                 const char            *paper,
                                                 GError               **error);
/* "pdf", "svg", "html", "tex", "txt"; FALSE when unknown. */
gboolean         sc_export_format_from_name     (const char            *name,
                                                 ScExportFormat        *format);
const char      *sc_export_format_extension     (ScExportFormat         format);
/* The format that a file's name names by its extension ("games.pdf";
 * ".htm" names HTML too); FALSE when it names none. */
gboolean         sc_export_format_named_by      (const char            *file_name,
                                                 ScExportFormat        *format);
/* A comma list of "start", "marked", "end" and "turning" (each adds its
 * diagrams), or "none"; a single "end" or "turning" keeps its old meaning
 * and adds to the marked diagrams. FALSE when a name is unknown. */
gboolean         sc_diagram_choice_from_names   (const char            *names,
                                                 ScDiagramChoice       *choice);

/* An export by its named settings, as the command line spells them and
 * the app's dialogs choose them, so that the same settings give the same
 * file from both. NULL or 0 leaves a setting at its default. */
typedef struct {
  const char *format;          /* sc_export_format_from_name (); the default: pdf */
  const char *lang;            /* a language's code (letters), or "figurine"; the default: figurines */
  const char *style;           /* a preset's name (sc_preset_from_name ()) */
  guint       columns;         /* 1 or 2 */
  const char *paper;           /* sc_export_options_set_paper () */
  const char *diagrams;        /* sc_diagram_choice_from_names () */
  double      diagram_size;    /* points, 36 to 600 */
  gboolean    grayscale;
  gboolean    no_coordinates;
} ScExportSettings;

/* The options of settings; NULL with a G_OPTION_ERROR_BAD_VALUE naming
 * the setting that is not known. Without lang, a letter style has the
 * interface language's letters. */
ScExportOptions *sc_export_options_new_from_settings (const ScExportSettings  *settings,
                                                      GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScExportOptions, sc_export_options_free)

G_END_DECLS
