package sound

// quiet_linux.go keeps ALSA from printing to standard error while the device
// is probed: without a device the driver tries every candidate device and
// ALSA prints a line for each, drowning the single line the game logs.

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static void set_quiet(int on) { snd_lib_error_set_handler(on ? quiet : NULL); }
import "C"

// quietALSA silences ALSA's error messages (on) or restores its default
// handler (off).
func quietALSA(on bool) {
	if on {
		C.set_quiet(1)
	} else {
		C.set_quiet(0)
	}
}
