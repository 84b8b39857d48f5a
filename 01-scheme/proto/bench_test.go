package proto

import "testing"

// The reflection walk costs more than generated code would; these measure
// by how much, for a message with a field of every kind.

func BenchmarkMarshal(b *testing.B) {
	msg := fullEverything()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Marshal(msg); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkUnmarshal(b *testing.B) {
	data, err := Marshal(fullEverything())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		var msg everything
		if err := Unmarshal(data, &msg); err != nil {
			b.Fatal(err)
		}
	}
}
