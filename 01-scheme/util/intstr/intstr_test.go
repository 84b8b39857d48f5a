package intstr

import (
	"encoding/json"
	"testing"
)

func TestIntOrStringJSON(t *testing.T) {
	type holder struct {
		V IntOrString `json:"v"`
	}
	tests := []struct {
		in   string
		want IntOrString
		out  string
	}{
		{`{"v":8080}`, FromInt32(8080), `{"v":8080}`},
		{`{"v":"http"}`, FromString("http"), `{"v":"http"}`},
		{`{"v":"25%"}`, FromString("25%"), `{"v":"25%"}`},
		{`{"v":"80"}`, FromString("80"), `{"v":"80"}`},
		{`{"v":-1}`, FromInt32(-1), `{"v":-1}`},
		{`{"v":null}`, IntOrString{}, `{"v":0}`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var h holder
			if err := json.Unmarshal([]byte(tt.in), &h); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			if h.V != tt.want {
				t.Errorf("Unmarshal = %#v; want %#v", h.V, tt.want)
			}
			out, err := json.Marshal(h)
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			if string(out) != tt.out {
				t.Errorf("Marshal = %s; want %s", out, tt.out)
			}
		})
	}

	bad := []string{`{"v":1.5}`, `{"v":3000000000}`, `{"v":true}`}
	for _, in := range bad {
		var h holder
		if err := json.Unmarshal([]byte(in), &h); err == nil {
			t.Errorf("Unmarshal(%s): got no error; want one", in)
		}
	}
	if _, err := json.Marshal(IntOrString{Type: 7}); err == nil {
		t.Errorf("Marshal of Type 7: got no error; want one")
	}
}

func TestParseAndString(t *testing.T) {
	tests := []struct {
		in       string
		want     IntOrString
		intValue int
	}{
		{"80", FromInt32(80), 80},
		{"-3", FromInt32(-3), -3},
		{"http", FromString("http"), 0},
		{"25%", FromString("25%"), 0},
		{"3000000000", FromString("3000000000"), 3000000000},
		{"", FromString(""), 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := Parse(tt.in)
			if got != tt.want {
				t.Errorf("Parse = %#v; want %#v", got, tt.want)
			}
			if s := got.String(); s != tt.in {
				t.Errorf("String() = %q; want %q", s, tt.in)
			}
			if v := got.IntValue(); v != tt.intValue {
				t.Errorf("IntValue() = %d; want %d", v, tt.intValue)
			}
		})
	}
	var nilValue *IntOrString
	if got := nilValue.String(); got != "<nil>" {
		t.Errorf("nil String() = %q; want %q", got, "<nil>")
	}
}

func TestGetScaledValueFromIntOrPercent(t *testing.T) {
	tests := []struct {
		in      *IntOrString
		total   int
		roundUp bool
		want    int
		wantErr bool
	}{
		{ptr(FromInt32(3)), 10, false, 3, false},
		{ptr(FromString("25%")), 10, true, 3, false},
		{ptr(FromString("25%")), 10, false, 2, false},
		{ptr(FromString("100%")), 7, false, 7, false},
		{ptr(FromString("0%")), 7, true, 0, false},
		{ptr(FromString("25")), 10, true, 0, true},
		{ptr(FromString("x%")), 10, true, 0, true},
		{&IntOrString{Type: 9}, 10, true, 0, true},
		{nil, 10, true, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.in.String(), func(t *testing.T) {
			got, err := GetScaledValueFromIntOrPercent(tt.in, tt.total, tt.roundUp)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("GetScaledValueFromIntOrPercent(%v, %d, %v) = %d, %v; want %d, error %v",
					tt.in, tt.total, tt.roundUp, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestValueOrDefault(t *testing.T) {
	def := FromString("25%")
	if got := ValueOrDefault(nil, def); *got != def {
		t.Errorf("ValueOrDefault(nil) = %v; want %v", got, def)
	}
	v := FromInt32(1)
	if got := ValueOrDefault(&v, def); got != &v {
		t.Errorf("ValueOrDefault(&v) = %v; want the same pointer", got)
	}
}

func ptr(v IntOrString) *IntOrString { return &v }
