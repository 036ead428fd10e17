//go:build !purego

#include "textflag.h"

// func patPlayAVX2(dst, src *patState, sq, flips uint64)
//
// A view is 48 16-bit lanes, three YMM registers; a row of ·sqDelta is 96
// bytes. Y0-Y2 sum the flipped discs' rows (F), Y3-Y5 hold the new disc's
// (S); the parent is read whole before the child is written, so that dst
// may be src.
TEXT ·patPlayAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sq+16(FP), AX
	MOVQ flips+24(FP), BX
	LEAQ ·sqDelta(SB), DX
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	TESTQ BX, BX
	JZ newdisc

flipped:
	BSFQ BX, CX
	LEAQ (CX)(CX*2), CX
	SHLQ $5, CX
	VPADDW (DX)(CX*1), Y0, Y0
	VPADDW 32(DX)(CX*1), Y1, Y1
	VPADDW 64(DX)(CX*1), Y2, Y2
	LEAQ -1(BX), R8
	ANDQ R8, BX
	JNZ flipped

newdisc:
	ANDQ $63, AX
	LEAQ (AX)(AX*2), AX
	SHLQ $5, AX
	VMOVDQU (DX)(AX*1), Y3
	VMOVDQU 32(DX)(AX*1), Y4
	VMOVDQU 64(DX)(AX*1), Y5

	// the parent: view 0 in Y6-Y8, view 1 in Y9-Y11
	VMOVDQU (SI), Y6
	VMOVDQU 32(SI), Y7
	VMOVDQU 64(SI), Y8
	VMOVDQU 96(SI), Y9
	VMOVDQU 128(SI), Y10
	VMOVDQU 160(SI), Y11

	// the child's view 1: the parent's view 0 + S - F
	VPADDW Y3, Y6, Y6
	VPSUBW Y0, Y6, Y6
	VPADDW Y4, Y7, Y7
	VPSUBW Y1, Y7, Y7
	VPADDW Y5, Y8, Y8
	VPSUBW Y2, Y8, Y8

	// the child's view 0: the parent's view 1 + 2S + F
	VPADDW Y3, Y3, Y3
	VPADDW Y0, Y3, Y3
	VPADDW Y3, Y9, Y9
	VPADDW Y4, Y4, Y4
	VPADDW Y1, Y4, Y4
	VPADDW Y4, Y10, Y10
	VPADDW Y5, Y5, Y5
	VPADDW Y2, Y5, Y5
	VPADDW Y5, Y11, Y11

	VMOVDQU Y9, (DI)
	VMOVDQU Y10, 32(DI)
	VMOVDQU Y11, 64(DI)
	VMOVDQU Y6, 96(DI)
	VMOVDQU Y7, 128(DI)
	VMOVDQU Y8, 160(DI)
	VZEROUPPER
	RET
