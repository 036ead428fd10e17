//go:build !purego

#include "textflag.h"

// func netEvalAVX2(emb *uint64, idx *uint16, off *[55]int, terms *[9]int, d *netDense, phase int) int32
//
// A row is 16 16-bit lanes, one YMM register. Y0 sums the rows; then the
// lanes are widened to 32 bits, unbiased and clipped (the first layer's
// activations), packed back to 16 bits in order, and each of the eight
// second-layer units is a VPMADDWD against its weights, summed across by
// VPHADDD and a swap of halves. netDense's layout (offsets in bytes):
// bias1 0, w2 64, b2 320, w3 352, b3 832, top 892.
TEXT ·netEvalAVX2(SB), NOSPLIT, $0-52
	MOVQ emb+0(FP), DI
	MOVQ idx+8(FP), SI
	MOVQ off+16(FP), R8
	MOVQ terms+24(FP), R9
	MOVQ d+32(FP), DX
	MOVQ phase+40(FP), R10

	VPXOR Y0, Y0, Y0
	XORQ CX, CX

patterns:
	MOVWQZX (SI)(CX*2), AX
	ADDQ (R8)(CX*8), AX
	SHLQ $5, AX
	VPADDW (DI)(AX*1), Y0, Y0
	INCQ CX
	CMPQ CX, $46
	JLT patterns

	XORQ CX, CX
scalars:
	MOVQ (R9)(CX*8), AX
	ADDQ 368(R8)(CX*8), AX // off[46+k]
	SHLQ $5, AX
	VPADDW (DI)(AX*1), Y0, Y0
	INCQ CX
	CMPQ CX, $9
	JLT scalars

	// the first layer: a = clip(lane + bias1, 0, 256), 16 lanes
	VPBROADCASTD 892(DX), Y15 // top: 256
	VPXOR Y14, Y14, Y14
	VPMOVZXWD X0, Y1
	VEXTRACTI128 $1, Y0, X2
	VPMOVZXWD X2, Y2
	VPADDD (DX), Y1, Y1
	VPADDD 32(DX), Y2, Y2
	VPMAXSD Y14, Y1, Y1
	VPMINSD Y15, Y1, Y1
	VPMAXSD Y14, Y2, Y2
	VPMINSD Y15, Y2, Y2
	VPACKSSDW Y2, Y1, Y3
	VPERMQ $0xD8, Y3, Y3

	// the second layer: unit j's products in Y4..Y11
	VPMADDWD 64(DX), Y3, Y4
	VPMADDWD 96(DX), Y3, Y5
	VPMADDWD 128(DX), Y3, Y6
	VPMADDWD 160(DX), Y3, Y7
	VPMADDWD 192(DX), Y3, Y8
	VPMADDWD 224(DX), Y3, Y9
	VPMADDWD 256(DX), Y3, Y10
	VPMADDWD 288(DX), Y3, Y11
	VPHADDD Y5, Y4, Y4
	VPHADDD Y7, Y6, Y6
	VPHADDD Y9, Y8, Y8
	VPHADDD Y11, Y10, Y10
	VPHADDD Y6, Y4, Y4   // per half: units 0-3
	VPHADDD Y10, Y8, Y8  // per half: units 4-7
	VPERM2I128 $0x20, Y8, Y4, Y5
	VPERM2I128 $0x31, Y8, Y4, Y6
	VPADDD Y6, Y5, Y5    // the eight sums, in order
	VPADDD 320(DX), Y5, Y5 // + b2 (with the rounding)
	VPSRAD $8, Y5, Y5
	VPMAXSD Y14, Y5, Y5
	VPMINSD Y15, Y5, Y5

	// the output: w3[phase] . z + b3[phase]
	MOVQ R10, AX
	SHLQ $5, AX
	VPMULLD 352(DX)(AX*1), Y5, Y5
	VEXTRACTI128 $1, Y5, X6
	VPADDD X6, X5, X5
	VPSHUFD $0x4E, X5, X6
	VPADDD X6, X5, X5
	VPSHUFD $0xB1, X5, X6
	VPADDD X6, X5, X5
	MOVL X5, AX
	ADDL 832(DX)(R10*4), AX
	MOVL AX, ret+48(FP)
	VZEROUPPER
	RET
