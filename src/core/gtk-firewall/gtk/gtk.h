/* Placed first on src/core's include path: the core is GLib only. */
#error "src/core must not include <gtk/gtk.h>: the core library is GLib only; put GUI code in src/app"
