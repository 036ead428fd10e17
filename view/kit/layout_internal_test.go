package kit

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestPanelWidthFor(t *testing.T) {
	tests := []struct {
		name               string
		size               fyne.Size
		panelMin, boardMin float32
		want               float32
	}{
		{"room to spare", fyne.NewSize(1200, 700), 200, 320, PanelWidth},
		{"the board takes the height, the panel the rest", fyne.NewSize(950, 700), 200, 320, 250},
		{"the panel at its minimum", fyne.NewSize(900, 700), 200, 320, 200},
		{"taller than wide", fyne.NewSize(560, 700), 200, 320, 200},
		{"the board's minimum before the panel's width", fyne.NewSize(520, 300), 150, 320, 200},
		{"very wide: never more than PanelWidth", fyne.NewSize(2000, 300), 200, 320, PanelWidth},
	}
	for _, tt := range tests {
		if got := panelWidthFor(tt.size, tt.panelMin, tt.boardMin); got != tt.want {
			t.Errorf("%s: panelWidthFor(%v, %v, %v) = %v, want %v", tt.name, tt.size, tt.panelMin, tt.boardMin, got, tt.want)
		}
	}
}

func TestStackedPanelHeight(t *testing.T) {
	tests := []struct {
		name            string
		size            fyne.Size
		below           float32
		wantOK          bool
		wantPanelHeight float32
	}{
		{"wide window", fyne.NewSize(1200, 700), 0, false, 0},
		{"a little taller than wide: too little gain", fyne.NewSize(600, 900), 0, false, 0},
		{"tall and narrow", fyne.NewSize(600, 1200), 0, true, 600},
		{"tall, with a graph under the board", fyne.NewSize(600, 1300), 60, true, 640},
		{"narrower than the panel", fyne.NewSize(200, 1200), 0, false, 0},
	}
	for _, tt := range tests {
		h, ok := stackedPanelHeight(tt.size, 560, tt.below, 245, 332)
		if ok != tt.wantOK || (ok && h != tt.wantPanelHeight) {
			t.Errorf("%s: stackedPanelHeight(%v) = %v, %v; want %v, %v", tt.name, tt.size, h, ok, tt.wantPanelHeight, tt.wantOK)
		}
	}
}
