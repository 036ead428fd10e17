//go:build !linux

package sound

// quietALSA does nothing where the driver does not use ALSA.
func quietALSA(bool) {}
