#include <espeak-ng/speak_lib.h>

// The types of the functions AudioGraph calls, which it finds with dlsym when speech is first
// asked for: a program that never speaks never loads espeak-ng, nor the sound servers it links.
typedef __typeof__(espeak_Initialize) *audiograph_espeak_Initialize;
typedef __typeof__(espeak_SetSynthCallback) *audiograph_espeak_SetSynthCallback;
typedef __typeof__(espeak_SetVoiceByName) *audiograph_espeak_SetVoiceByName;
typedef __typeof__(espeak_SetParameter) *audiograph_espeak_SetParameter;
typedef __typeof__(espeak_Synth) *audiograph_espeak_Synth;
typedef __typeof__(espeak_Info) *audiograph_espeak_Info;
