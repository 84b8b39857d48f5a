package resource

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"testing"
)

func TestParseQuantityString(t *testing.T) {
	tests := []struct {
		in     string
		want   string
		format Format
	}{
		// Plain numbers are DecimalSI.
		{"0", "0", DecimalSI},
		{"1", "1", DecimalSI},
		{"100", "100", DecimalSI},
		{"1000", "1k", DecimalSI},
		{"1500", "1500", DecimalSI},
		{"-12", "-12", DecimalSI},
		{"+5", "5", DecimalSI},
		{"007", "7", DecimalSI},
		// Fractions become the largest suffix that keeps them whole.
		{"0.5", "500m", DecimalSI},
		{".5", "500m", DecimalSI},
		{"1.5", "1500m", DecimalSI},
		{"1.", "1", DecimalSI},
		{"0.001", "1m", DecimalSI},
		{"1.2345", "1234500u", DecimalSI},
		{"-0.25", "-250m", DecimalSI},
		// Finer than nano rounds away from zero.
		{"0.1n", "1n", DecimalSI},
		{"1.0000000001", "1000000001n", DecimalSI},
		{"-0.1n", "-1n", DecimalSI},
		{"1e-20", "1e-9", DecimalExponent},
		// Decimal SI suffixes.
		{"5n", "5n", DecimalSI},
		{"4u", "4u", DecimalSI},
		{"3m", "3m", DecimalSI},
		{"1000m", "1", DecimalSI},
		{"500m", "500m", DecimalSI},
		{"2k", "2k", DecimalSI},
		{"1.5k", "1500", DecimalSI},
		{"7M", "7M", DecimalSI},
		{"1000M", "1G", DecimalSI},
		{"6G", "6G", DecimalSI},
		{"5T", "5T", DecimalSI},
		{"4P", "4P", DecimalSI},
		{"3E", "3E", DecimalSI},
		{"1000E", "1e21", DecimalSI}, // past "E" there is no suffix left
		{"0M", "0", DecimalSI},
		// Binary SI suffixes.
		{"1Ki", "1Ki", BinarySI},
		{"1024Ki", "1Mi", BinarySI},
		{"128Mi", "128Mi", BinarySI},
		{"1000Mi", "1000Mi", BinarySI},
		{"1.5Gi", "1536Mi", BinarySI},
		{"1.5Ki", "1536", BinarySI},
		{"0.5Ki", "512", BinarySI}, // under 1024: printed without a suffix
		{"1.1Ki", "1126400m", BinarySI},
		{"3Ei", "3Ei", BinarySI},
		{"8Ei", "9223372036854775807", BinarySI}, // capped at 2^63-1
		{"-1Mi", "-1Mi", BinarySI},
		{"0Ki", "0", BinarySI},
		// Exponents.
		{"1e3", "1e3", DecimalExponent},
		{"1E3", "1e3", DecimalExponent},
		{"1e+3", "1e3", DecimalExponent},
		{"1.5e3", "1500", DecimalExponent},
		{"12e-1", "1200e-3", DecimalExponent},
		{"1e-3", "1e-3", DecimalExponent},
		{"100e0", "100", DecimalExponent},
		{"1e21", "1e21", DecimalExponent},
		// Upstream's scanner reads digitless numbers as zero.
		{"-", "0", DecimalSI},
		{"M", "0", DecimalSI},
		{"e3", "0", DecimalExponent},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			q, err := ParseQuantity(tt.in)
			if err != nil {
				t.Fatalf("ParseQuantity(%q): %v", tt.in, err)
			}
			if got := q.String(); got != tt.want {
				t.Errorf("String() = %q; want %q", got, tt.want)
			}
			if q.Format != tt.format {
				t.Errorf("Format = %q; want %q", q.Format, tt.format)
			}
			// The canonical form parses back to the same value.
			again := MustParse(q.String())
			if again.Cmp(q) != 0 || again.String() != tt.want {
				t.Errorf("re-parse of %q = %q; want %q", tt.want, again.String(), tt.want)
			}
		})
	}
}

func TestParseQuantityErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error
	}{
		{"", ErrFormatWrong},
		{"1 ", ErrFormatWrong},
		{" 1", ErrFormatWrong},
		{"1.5.5", ErrFormatWrong},
		{"1Ki3", ErrSuffix},
		{"1Kii", ErrSuffix},
		{"1e", ErrSuffix},
		{"1ki", ErrSuffix},
		{"1e1.5", ErrFormatWrong},
		{"1Mx", ErrFormatWrong},
		{"1e99999999999", ErrSuffix},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := ParseQuantity(tt.in)
			if !errors.Is(err, tt.want) {
				t.Errorf("ParseQuantity(%q) error = %v; want %v", tt.in, err, tt.want)
			}
		})
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("MustParse(%q) did not panic", "x")
		}
	}()
	MustParse("x")
}

func TestQuantityCmp(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"1", "1000m", 0},
		{"1Ki", "1024", 0},
		{"1k", "1Ki", -1},
		{"1Gi", "1G", 1},
		{"-1", "0", -1},
		{"0", "0Mi", 0},
		{"-1Mi", "-1M", -1},
		{"1e21", "1E", 1},
		{"1n", "0", 1},
		{"999m", "1", -1},
	}
	for _, tt := range tests {
		t.Run(tt.a+" vs "+tt.b, func(t *testing.T) {
			a, b := MustParse(tt.a), MustParse(tt.b)
			if got := a.Cmp(b); got != tt.want {
				t.Errorf("Cmp = %d; want %d", got, tt.want)
			}
			if got := b.Cmp(a); got != -tt.want {
				t.Errorf("reverse Cmp = %d; want %d", got, -tt.want)
			}
			if got := a.Equal(b); got != (tt.want == 0) {
				t.Errorf("Equal = %v; want %v", got, tt.want == 0)
			}
		})
	}
}

func TestQuantityValues(t *testing.T) {
	tests := []struct {
		in          string
		value       int64
		milli       int64
		asInt       int64
		asIntExact  bool
		zero        bool
		sign        int
		scaledKilo  int64
		scaledNanos int64
	}{
		{"0", 0, 0, 0, true, true, 0, 0, 0},
		{"1", 1, 1000, 1, true, false, 1, 1, 1000000000},
		{"500m", 1, 500, 0, false, false, 1, 1, 500000000},
		{"1.5", 2, 1500, 0, false, false, 1, 1, 1500000000},
		{"-1.5", -2, -1500, 0, false, false, -1, -1, -1500000000},
		{"1n", 1, 1, 0, false, false, 1, 1, 1},
		{"1Ki", 1024, 1024000, 1024, true, false, 1, 2, 1024000000000},
		{"1500", 1500, 1500000, 1500, true, false, 1, 2, 1500000000000},
		{"100E", math.MaxInt64, math.MaxInt64, 0, false, false, 1, 100000000000000000, math.MaxInt64},
		{"-100E", math.MinInt64, math.MinInt64, 0, false, false, -1, -100000000000000000, math.MinInt64},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			q := MustParse(tt.in)
			if got := q.Value(); got != tt.value {
				t.Errorf("Value() = %d; want %d", got, tt.value)
			}
			if got := q.MilliValue(); got != tt.milli {
				t.Errorf("MilliValue() = %d; want %d", got, tt.milli)
			}
			if got := q.ScaledValue(Kilo); got != tt.scaledKilo {
				t.Errorf("ScaledValue(Kilo) = %d; want %d", got, tt.scaledKilo)
			}
			if got := q.ScaledValue(Nano); got != tt.scaledNanos {
				t.Errorf("ScaledValue(Nano) = %d; want %d", got, tt.scaledNanos)
			}
			got, exact := q.AsInt64()
			if exact != tt.asIntExact || (exact && got != tt.asInt) {
				t.Errorf("AsInt64() = %d, %v; want %d, %v", got, exact, tt.asInt, tt.asIntExact)
			}
			if got := q.IsZero(); got != tt.zero {
				t.Errorf("IsZero() = %v; want %v", got, tt.zero)
			}
			if got := q.Sign(); got != tt.sign {
				t.Errorf("Sign() = %d; want %d", got, tt.sign)
			}
		})
	}
}

func TestNewQuantities(t *testing.T) {
	tests := []struct {
		name string
		q    *Quantity
		want string
	}{
		{"NewQuantity decimal", NewQuantity(1000, DecimalSI), "1k"},
		{"NewQuantity binary", NewQuantity(2048, BinarySI), "2Ki"},
		{"NewQuantity small binary", NewQuantity(5, BinarySI), "5"},
		{"NewQuantity exponent", NewQuantity(3000, DecimalExponent), "3e3"},
		{"NewMilliQuantity", NewMilliQuantity(1500, DecimalSI), "1500m"},
		{"NewMilliQuantity binary fraction", NewMilliQuantity(500, BinarySI), "500m"},
		{"NewScaledQuantity", NewScaledQuantity(3, Mega), "3M"},
		{"NewScaledQuantity below nano", NewScaledQuantity(1, -12), "1e-12"},
		{"no format", &Quantity{unscaled: MustParse("2").unscaled}, "2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.q.String(); got != tt.want {
				t.Errorf("String() = %q; want %q", got, tt.want)
			}
		})
	}
}

func TestQuantityRoundUp(t *testing.T) {
	tests := []struct {
		in    string
		scale Scale
		want  string
		exact bool
	}{
		{"1n", Milli, "1m", false},
		{"1500u", Milli, "2m", false},
		{"-1500u", Milli, "-2m", false},
		{"1m", Milli, "1m", true},
		{"128Mi", Milli, "128Mi", true},
		{"1.5", 0, "2", false},
		{"0", Kilo, "0", true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			q := MustParse(tt.in)
			exact := q.RoundUp(tt.scale)
			if got := q.String(); got != tt.want || exact != tt.exact {
				t.Errorf("RoundUp(%d) = %q, %v; want %q, %v", tt.scale, got, exact, tt.want, tt.exact)
			}
		})
	}
}

func TestQuantityAddSub(t *testing.T) {
	tests := []struct {
		a, b      string
		sum, diff string
	}{
		{"1", "500m", "1500m", "500m"},
		{"1Gi", "512Mi", "1536Mi", "512Mi"},
		{"0", "1Ki", "1Ki", "-1Ki"},
		{"1k", "0", "1k", "1k"},
		{"1n", "1E", "1000000000000000000000000001n", "-999999999999999999999999999n"},
	}
	for _, tt := range tests {
		t.Run(tt.a+" "+tt.b, func(t *testing.T) {
			sum := MustParse(tt.a)
			sum.Add(MustParse(tt.b))
			if got := sum.String(); got != tt.sum {
				t.Errorf("Add = %q; want %q", got, tt.sum)
			}
			diff := MustParse(tt.a)
			diff.Sub(MustParse(tt.b))
			if got := diff.String(); got != tt.diff {
				t.Errorf("Sub = %q; want %q", got, tt.diff)
			}
		})
	}
}

// TestQuantityIsAValue checks that changing a copy leaves the original
// alone, which DeepCopy and the Converter rely on.
func TestQuantityIsAValue(t *testing.T) {
	orig := MustParse("1")
	cp := orig.DeepCopy()
	cp.Add(MustParse("1"))
	cp.RoundUp(Kilo)
	if got := orig.String(); got != "1" {
		t.Errorf("original after changing the copy = %q; want %q", got, "1")
	}
	if !reflect.DeepEqual(MustParse("1.0"), MustParse("1000m")) {
		t.Errorf("reflect.DeepEqual(1.0, 1000m) = false; want true")
	}
}

func TestQuantityJSON(t *testing.T) {
	type holder struct {
		Q Quantity `json:"q"`
	}
	tests := []struct {
		in   string
		want string
	}{
		{`{"q":"500m"}`, `{"q":"500m"}`},
		{`{"q":"0.5"}`, `{"q":"500m"}`},
		{`{"q":"1.5Gi"}`, `{"q":"1536Mi"}`},
		{`{"q":" 1Ki "}`, `{"q":"1Ki"}`},
		{`{"q":12}`, `{"q":"12"}`},
		{`{"q":1.5}`, `{"q":"1500m"}`},
		{`{"q":1e3}`, `{"q":"1e3"}`},
		{`{"q":null}`, `{"q":"0"}`},
		{`{}`, `{"q":"0"}`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var h holder
			if err := json.Unmarshal([]byte(tt.in), &h); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			out, err := json.Marshal(h)
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			if string(out) != tt.want {
				t.Errorf("round trip = %s; want %s", out, tt.want)
			}
		})
	}

	var h holder
	if err := json.Unmarshal([]byte(`{"q":"1Kx"}`), &h); err == nil {
		t.Errorf("Unmarshal of %q: got no error; want one", "1Kx")
	}
}

func TestQuantityProtobuf(t *testing.T) {
	tests := []struct {
		in   string
		wire []byte
	}{
		{"500m", []byte{0x0a, 4, '5', '0', '0', 'm'}},
		{"0", []byte{0x0a, 1, '0'}},
		{"1.5Gi", []byte{0x0a, 6, '1', '5', '3', '6', 'M', 'i'}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			data, err := MustParse(tt.in).Marshal()
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			if !reflect.DeepEqual(data, tt.wire) {
				t.Errorf("Marshal = %v; want %v", data, tt.wire)
			}
			var q Quantity
			if err := q.Unmarshal(data); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			if !q.Equal(MustParse(tt.in)) || q.String() != MustParse(tt.in).String() {
				t.Errorf("Unmarshal = %q; want %q", q.String(), MustParse(tt.in).String())
			}
		})
	}

	// Unknown fields are skipped.
	withExtra := []byte{0x10, 0x01, 0x0a, 2, '2', 'k', 0x1d, 0, 0, 0, 0}
	var q Quantity
	if err := q.Unmarshal(withExtra); err != nil || q.String() != "2k" {
		t.Errorf("Unmarshal with unknown fields = %q, %v; want %q, nil", q.String(), err, "2k")
	}
	if err := q.Unmarshal([]byte{0x0a, 5, '1'}); err == nil {
		t.Errorf("Unmarshal of a truncated message: got no error; want one")
	}
}

// TestToUnstructuredIsTheJSON: what structured-merge-diff reads through
// ToUnstructured is what it read before through MarshalJSON and a JSON
// decoder.
func TestToUnstructuredIsTheJSON(t *testing.T) {
	for _, in := range []string{"0", "100m", "1.5Gi", "2e3", "-7", "123456789012345678901234567890"} {
		t.Run(in, func(t *testing.T) {
			q := MustParse(in)
			raw, err := q.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			var want interface{}
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			if got := q.ToUnstructured(); got != want {
				t.Errorf("got %#v; want %#v (from %s)", got, want, raw)
			}
		})
	}
}
