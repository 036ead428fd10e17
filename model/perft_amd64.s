//go:build !purego

// perftLastTwoAVX2: perft's last two plies, four children at a time.

#include "textflag.h"

DATA notEdge4<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA notEdge4<>+8(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA notEdge4<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA notEdge4<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL notEdge4<>(SB), RODATA|NOPTR, $32

DATA lowNibbles<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA lowNibbles<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA lowNibbles<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA lowNibbles<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL lowNibbles<>(SB), RODATA|NOPTR, $32

// the number of bits in each nibble 0-15, in both 128-bit halves
DATA nibbleBits<>+0(SB)/8, $0x0302020102010100
DATA nibbleBits<>+8(SB)/8, $0x0403030203020201
DATA nibbleBits<>+16(SB)/8, $0x0302020102010100
DATA nibbleBits<>+24(SB)/8, $0x0403030203020201
GLOBL nibbleBits<>(SB), RODATA|NOPTR, $32

// The algorithm is perftLastTwoGo's with every direction filled as
// legalMoves fills it, since lanes cannot look up tables. A shift by 1 is
// a step east, 8 south, 7 south-west and 9 south-east (a1, bit 0, is the
// top left corner), towards higher bits; the opposite shifts go back. Runs along rows and diagonals are
// taken from the discs less columns a and h, so that they do not wrap
// round. A run of opponent discs is at most six long: one step, one more,
// then two steps twice over the squares whose neighbour is in the run too.
//
// Registers: Y15 zero, Y14 the player's discs, Y13 the opponent's, Y12
// the opponent's less the edges, Y11 the edge mask, Y10 the leaves so far,
// Y9 and Y8 the popcount table and nibble mask; Y0-Y7 at work. Y0 holds the
// four moves, a bit each, 0 in the lanes past the last move.
//
// The frame holds the opponent's discs whose neighbour in a direction is
// an opponent disc too, 32 bytes a direction: 0 east (shift 1 up), 32
// south (8), 64 south-west (7), 96 south-east (9), then the opposite
// directions (the same shifts down) at 128, 160, 192 and 224.

// FLIPS ORs into Y3 the discs the moves in Y0 flip in one direction: the
// run of OM (Y12 or Y13) next to each move, filled through the pairs at
// PAIRS(SP), kept if a player disc closes it.
#define FLIPS(SHIFT, S, S2, OM, PAIRS) \
	SHIFT $S, Y0, Y1 \
	VPAND OM, Y1, Y1 \
	SHIFT $S, Y1, Y2 \
	VPAND OM, Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S2, Y1, Y2 \
	VPAND PAIRS(SP), Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S2, Y1, Y2 \
	VPAND PAIRS(SP), Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S, Y1, Y2 \
	VPAND Y14, Y2, Y2 \
	VPCMPEQQ Y15, Y2, Y2 \
	VPANDN Y1, Y2, Y2 \
	VPOR Y2, Y3, Y3

// MOVES ORs into Y7 the children's moves in one direction: the squares
// after runs of M (the side not to move in the children, Y5, or that less
// the edges, Y6) that start next to a disc of the side to move, Y4. Empty
// squares are taken at the end.
#define MOVES(SHIFT, S, S2, M) \
	SHIFT $S, Y4, Y1 \
	VPAND M, Y1, Y1 \
	SHIFT $S, Y1, Y2 \
	VPAND M, Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S, M, Y3 \
	VPAND M, Y3, Y3 \
	SHIFT $S2, Y1, Y2 \
	VPAND Y3, Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S2, Y1, Y2 \
	VPAND Y3, Y2, Y2 \
	VPOR Y2, Y1, Y1 \
	SHIFT $S, Y1, Y1 \
	VPOR Y1, Y7, Y7

// PAIRS stores at UP(SP) the discs of Y (Y12 or Y13) whose neighbour a
// step S up is in Y too, and at DOWN(SP) those whose neighbour down is.
#define PAIRS(S, Y, UP, DOWN) \
	VPSLLQ $S, Y, Y0 \
	VPAND Y, Y0, Y0 \
	VMOVDQU Y0, UP(SP) \
	VPSRLQ $S, Y0, Y0 \
	VMOVDQU Y0, DOWN(SP)

// NEXTMOVE takes the lowest move of R8 into R, 0 when none is left.
#define NEXTMOVE(R) \
	MOVQ R8, R \
	NEGQ R \
	ANDQ R8, R \
	XORQ R, R8

// func perftLastTwoAVX2(p, o, moves uint64) uint64
//
// Only VEX-encoded instructions touch the vector registers (VMOVQ, not
// MOVQ): on the AMD Zen 3 it was written on, one legacy SSE MOVQ into a
// lane made the whole loop two and a half times slower.
TEXT ·perftLastTwoAVX2(SB), NOSPLIT, $256-32
	MOVQ p+0(FP), AX
	MOVQ o+8(FP), BX
	MOVQ moves+16(FP), R8
	VPXOR Y15, Y15, Y15
	VPXOR Y10, Y10, Y10
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14
	VMOVQ BX, X13
	VPBROADCASTQ X13, Y13
	VMOVDQU notEdge4<>(SB), Y11
	VMOVDQU nibbleBits<>(SB), Y9
	VMOVDQU lowNibbles<>(SB), Y8
	VPAND Y11, Y13, Y12
	PAIRS(1, Y12, 0, 128)
	PAIRS(8, Y13, 32, 160)
	PAIRS(7, Y12, 64, 192)
	PAIRS(9, Y12, 96, 224)

loop:
	NEXTMOVE(CX)
	NEXTMOVE(DX)
	NEXTMOVE(SI)
	NEXTMOVE(DI)
	VMOVQ CX, X0
	VPINSRQ $1, DX, X0, X0
	VMOVQ SI, X1
	VPINSRQ $1, DI, X1, X1
	VINSERTI128 $1, X1, Y0, Y0

	// the flips into Y3
	VPXOR Y3, Y3, Y3
	FLIPS(VPSLLQ, 1, 2, Y12, 0)
	FLIPS(VPSLLQ, 8, 16, Y13, 32)
	FLIPS(VPSLLQ, 7, 14, Y12, 64)
	FLIPS(VPSLLQ, 9, 18, Y12, 96)
	FLIPS(VPSRLQ, 1, 2, Y12, 128)
	FLIPS(VPSRLQ, 8, 16, Y13, 160)
	FLIPS(VPSRLQ, 7, 14, Y12, 192)
	FLIPS(VPSRLQ, 9, 18, Y12, 224)

	// the children: Y4 the side to move (the opponent less the flips), Y5
	// the other side, Y6 that less the edges; Y0 marks the empty lanes
	VPANDN Y13, Y3, Y4
	VPOR Y14, Y3, Y5
	VPOR Y0, Y5, Y5
	VPAND Y11, Y5, Y6
	VPCMPEQQ Y15, Y0, Y0

	// their moves into Y7, east by a carry through the runs as in eastMoves
	VPSLLQ $1, Y4, Y7
	VPAND Y6, Y7, Y7
	VPADDQ Y6, Y7, Y7
	MOVES(VPSRLQ, 1, 2, Y6)
	MOVES(VPSLLQ, 8, 16, Y5)
	MOVES(VPSRLQ, 8, 16, Y5)
	MOVES(VPSLLQ, 7, 14, Y6)
	MOVES(VPSRLQ, 7, 14, Y6)
	MOVES(VPSLLQ, 9, 18, Y6)
	MOVES(VPSRLQ, 9, 18, Y6)
	VPOR Y4, Y5, Y1
	VPANDN Y7, Y1, Y7

	// the leaves: each child's moves counted nibble by nibble and summed
	// by lane, one for a child without a move, none for an empty lane
	VPAND Y8, Y7, Y1
	VPSRLQ $4, Y7, Y2
	VPAND Y8, Y2, Y2
	VPSHUFB Y1, Y9, Y1
	VPSHUFB Y2, Y9, Y2
	VPADDB Y1, Y2, Y1
	VPSADBW Y15, Y1, Y1
	VPCMPEQQ Y15, Y7, Y2
	VPSUBQ Y2, Y1, Y1
	VPANDN Y1, Y0, Y1
	VPADDQ Y1, Y10, Y10

	TESTQ R8, R8
	JNE loop

	VEXTRACTI128 $1, Y10, X1
	VPADDQ X1, X10, X10
	VPSHUFD $0x4e, X10, X1
	VPADDQ X1, X10, X10
	VMOVQ X10, AX
	VZEROUPPER
	MOVQ AX, ret+24(FP)
	RET
