package proto

import (
	"bytes"
	"testing"
)

// FuzzUnmarshal feeds arbitrary bytes to Unmarshal: it must never panic,
// and whatever it accepts must survive a round trip. Encoding once
// normalizes (nil and empty wrappers, say, decode alike), so the test
// checks that encode(decode(encode(decode(data)))) == encode(decode(data)).
// The seeds run in every `go test`; `go test -fuzz FuzzUnmarshal` searches.
func FuzzUnmarshal(f *testing.F) {
	for _, tc := range codecCases() {
		f.Add(tc.want)
	}
	full, err := Marshal(fullEverything())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(full)
	f.Add(b(0x0a, 0x05, 'a'))
	f.Add(b(0x3b, 0x08, 0x01, 0x3c))
	f.Add(cat(b(0x60, 0x03, 0x62, 0x02, 0x01, 0x7f)))
	f.Fuzz(func(t *testing.T, data []byte) {
		var first everything
		if err := Unmarshal(data, &first); err != nil {
			return
		}
		once, err := Marshal(&first)
		if err != nil {
			t.Fatalf("Marshal after a successful Unmarshal: %v", err)
		}
		var second everything
		if err := Unmarshal(once, &second); err != nil {
			t.Fatalf("Unmarshal of our own encoding % x: %v", once, err)
		}
		twice, err := Marshal(&second)
		if err != nil {
			t.Fatalf("second Marshal: %v", err)
		}
		if !bytes.Equal(once, twice) {
			t.Errorf("got % x; want % x", twice, once)
		}
	})
}

// fullEverything fills every field of everything, so its encoding seeds
// the fuzzer with each kind of field.
func fullEverything() *everything {
	return &everything{
		Scalars:  scalars{S: "s", B: true, I32: -5, I64: 1 << 40, U32: 9},
		Named:    named{P: "Pending", C: -3},
		Pointers: pointers{I: ptr[int32](-1), S: ptr("p"), B: ptr(true), M: &inner{Name: "m", N: 2}},
		Outer:    &outer{In: inner{Name: "i"}, Items: []inner{{N: 1}}},
		Bytes:    bytesMsg{Raw: []byte{0, 1}},
		Repeated: repeated{S: []string{"a"}, I: []int32{-1, 2}, T: []string{"t"}},
		Maps: maps{SS: map[string]string{"k": "v"}, SB: map[string][]byte{"b": {1}},
			IS: map[int32]string{-2: "n"}, SM: map[string]inner{"x": {Name: "y"}}},
		Wrappers: wrappers{V: verbs{"get"}, M: map[string]verbs{"a": {"b", "c"}}},
		Custom:   custom{T: stamp{1}, P: &stamp{2}, L: []stamp{{3}}, M: map[string]stamp{"s": {4}}},
		Numbers:  numbers{F64: -0.5, F32: 2, Z: -7, X64: 1 << 60, X32: -9},
		Node:     &node{Child: &node{Name: "leaf"}, Name: "root"},
		Packed:   []int64{1, -1},
		Bools:    map[bool]int64{true: 1, false: 0},
		Lists:    map[string]*inner{"l": {N: 3}, "e": {}},
		Raws:     [][]byte{nil, {2}},
		Uints:    map[uint64]phase{7: "seven"},
		Ptrs:     []*inner{{Name: "p"}},
		Floats:   []float32{0.25},
		Zigzags:  []int32{-1, 1},
		Verbs:    &verbs{"watch"},
		Stamps:   map[string]*stamp{"t": {5}},
		Deep:     map[string]wrappers{"d": {V: verbs{}}},
		Small:    -2,
		Counts:   map[string]count{"c": 11},
		Flags:    []bool{true, false},
		Phases:   []phase{"Running"},
		Matrix:   []verbs{{"a"}, {}},
		Untagged: withUntagged{Name: "u"},
		Big:      bigNumber{A: "big"},
		Nested:   map[string]*wrappers{"w": {V: verbs{"x"}}},
	}
}

func TestEverythingRoundTrip(t *testing.T) {
	want := fullEverything()
	data, err := Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	var got everything
	if err := Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	again, err := Marshal(&got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Errorf("got % x; want % x", again, data)
	}
}
