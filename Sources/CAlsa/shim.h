#include <alsa/asoundlib.h>

// ALSA prints its own complaints to standard error (a missing sound card, for example); the
// program reports failures itself, in one line, so this handler keeps ALSA quiet.
static void audiograph_alsa_quiet(const char *file, int line, const char *function, int error, const char *format, ...) {}
static inline void audiograph_alsa_silence(void) { snd_lib_error_set_handler(audiograph_alsa_quiet); }
