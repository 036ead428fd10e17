// A protocol's name, as players' descriptions and the saved engines
// list spell it.

package engine

import (
	"fmt"
	"strings"
)

// ParseProtocol reads a protocol's name as String writes it: "nboard",
// "gtp" or "play".
func ParseProtocol(name string) (Protocol, error) {
	for i, n := range protocolNames {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Protocol(i), nil
		}
	}
	return 0, fmt.Errorf("unknown protocol %q (nboard, gtp or play)", name)
}

// MarshalText writes the protocol by its name, so that saved settings
// read as words.
func (p Protocol) MarshalText() ([]byte, error) {
	if p < 0 || int(p) >= len(protocolNames) {
		return nil, fmt.Errorf("unknown protocol %d", int(p))
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads the protocol's name.
func (p *Protocol) UnmarshalText(text []byte) error {
	v, err := ParseProtocol(string(text))
	if err != nil {
		return err
	}
	*p = v
	return nil
}
