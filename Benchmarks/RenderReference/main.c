// The reference loop (RenderReference.c, the loop of ../shared/bench/limit.c) as a program of
// its own, which the benchmark compiles with the system's C compiler at -O3, as limit.c is
// built, and times as a whole process beside `audiograph sonify`, start-up included.
//
//     render-reference POINTS SECONDS_PER_POINT RATE pcm16|f32|flac|none sin|rot OUT [CHANNELS]
#include "RenderReference.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: %s POINTS SECONDS_PER_POINT RATE pcm16|f32|flac|none sin|rot OUT [CHANNELS]\n", argv[0]);
        return 2;
    }
    long points = atol(argv[1]);
    double seconds_per_point = atof(argv[2]);
    int rate = atoi(argv[3]);
    const char *mode_name = argv[4], *oscillator = argv[5], *path = argv[6];
    int channels = argc > 7 ? atoi(argv[7]) : 1;
    int mode = !strcmp(mode_name, "pcm16") ? REFERENCE_PCM16
             : !strcmp(mode_name, "f32")   ? REFERENCE_FLOAT
             : !strcmp(mode_name, "flac")  ? REFERENCE_FLAC
             : !strcmp(mode_name, "none")  ? REFERENCE_NONE
                                           : -1;
    if (points < 1 || seconds_per_point <= 0 || rate < 1 || (channels != 1 && channels != 2) || mode < 0
        || (strcmp(oscillator, "sin") && strcmp(oscillator, "rot"))) {
        fprintf(stderr, "%s: invalid arguments\n", argv[0]);
        return 2;
    }
    double seconds = render_reference(points, seconds_per_point, rate, (reference_mode)mode, !strcmp(oscillator, "rot"), path, channels);
    if (seconds < 0) {
        fprintf(stderr, "%s: cannot write '%s'\n", argv[0], path);
        return 1;
    }
    printf("RESULT {\"seconds\": %.6f}\n", seconds);
    return 0;
}
