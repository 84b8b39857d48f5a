package v1

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

func TestTimeJSON(t *testing.T) {
	plus2 := time.FixedZone("plus2", 2*3600)
	tests := []struct {
		in   Time
		want string
	}{
		{Time{}, `null`},
		{Date(2024, 5, 1, 12, 0, 0, 0, time.UTC), `"2024-05-01T12:00:00Z"`},
		{Date(2024, 5, 1, 14, 0, 0, 0, plus2), `"2024-05-01T12:00:00Z"`},
		{Date(2024, 5, 1, 12, 0, 0, 999999999, time.UTC), `"2024-05-01T12:00:00Z"`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.in)
		if err != nil || string(got) != tt.want {
			t.Errorf("json.Marshal(%v) = %s, %v; want %s", tt.in, got, err, tt.want)
		}
	}
}

func TestTimeUnmarshalJSON(t *testing.T) {
	tests := []struct {
		in      string
		want    Time
		wantErr bool
	}{
		{`null`, Time{}, false},
		{`"2024-05-01T12:00:00Z"`, Date(2024, 5, 1, 12, 0, 0, 0, time.UTC), false},
		{`"2024-05-01T14:00:00+02:00"`, Date(2024, 5, 1, 12, 0, 0, 0, time.UTC), false},
		{`""`, Time{}, true},
		{`"yesterday"`, Time{}, true},
		{`12`, Time{}, true},
	}
	for _, tt := range tests {
		var got Time
		err := json.Unmarshal([]byte(tt.in), &got)
		if (err != nil) != tt.wantErr {
			t.Errorf("json.Unmarshal(%s) error = %v; want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if !got.Equal(&tt.want) {
			t.Errorf("json.Unmarshal(%s) = %v; want %v", tt.in, got, tt.want)
		}
	}
}

func TestTimeQueryParameter(t *testing.T) {
	var tm Time
	for _, in := range []string{"", "null"} {
		if err := tm.UnmarshalQueryParameter(in); err != nil || !tm.IsZero() {
			t.Errorf("UnmarshalQueryParameter(%q) = %v, %v; want zero time", in, tm, err)
		}
	}
	if err := tm.UnmarshalQueryParameter("2024-05-01T12:00:00Z"); err != nil {
		t.Fatal(err)
	}
	if got, _ := tm.MarshalQueryParameter(); got != "2024-05-01T12:00:00Z" {
		t.Errorf("MarshalQueryParameter() = %q; want 2024-05-01T12:00:00Z", got)
	}
	if got, _ := (Time{}).MarshalQueryParameter(); got != "" {
		t.Errorf("zero MarshalQueryParameter() = %q; want empty", got)
	}
}

func TestMicroTimeJSON(t *testing.T) {
	mt := DateMicro(2024, 5, 1, 12, 0, 0, 123456789, time.UTC)
	got, err := json.Marshal(mt)
	if err != nil || string(got) != `"2024-05-01T12:00:00.123456Z"` {
		t.Errorf("json.Marshal(%v) = %s, %v; want \"2024-05-01T12:00:00.123456Z\"", mt, got, err)
	}
	if got, _ := json.Marshal(MicroTime{}); string(got) != "null" {
		t.Errorf("zero MicroTime = %s; want null", got)
	}
	var back MicroTime
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatal(err)
	}
	want := DateMicro(2024, 5, 1, 12, 0, 0, 123456000, time.UTC)
	if !back.Equal(&want) {
		t.Errorf("round trip = %v; want %v", back, want)
	}
	if err := json.Unmarshal([]byte(`"2024-05-01T12:00:00Z"`), &back); err == nil {
		t.Errorf("unmarshal of a second-precision time: error = nil; want an error")
	}
}

func TestTimeOrdering(t *testing.T) {
	a, b := Unix(1, 0), Unix(2, 0)
	var nilTime *Time
	if !a.Before(&b) || b.Before(&a) || a.Before(nilTime) {
		t.Errorf("Before is wrong")
	}
	if !nilTime.Equal(nil) || a.Equal(nilTime) || !nilTime.IsZero() {
		t.Errorf("nil handling is wrong")
	}
	if got := Date(2024, 1, 1, 0, 0, 0, 5e8, time.UTC).Rfc3339Copy(); got.Nanosecond() != 0 {
		t.Errorf("Rfc3339Copy kept nanoseconds: %v", got)
	}
}

func TestDurationJSON(t *testing.T) {
	var d Duration
	if err := json.Unmarshal([]byte(`"1h2m"`), &d); err != nil || d.Duration != time.Hour+2*time.Minute {
		t.Errorf("json.Unmarshal(\"1h2m\") = %v, %v; want 1h2m0s", d, err)
	}
	if err := json.Unmarshal([]byte(`"soon"`), &d); err == nil {
		t.Errorf("json.Unmarshal(\"soon\") error = nil; want an error")
	}
}

func ExampleTime_MarshalJSON() {
	created := Date(2024, 5, 1, 14, 30, 0, 0, time.FixedZone("CEST", 2*3600))
	b, _ := json.Marshal(struct {
		Created Time  `json:"created"`
		Deleted *Time `json:"deleted"`
		Never   Time  `json:"never"`
	}{Created: created, Never: Time{}})
	fmt.Println(string(b))
	// Output:
	// {"created":"2024-05-01T12:30:00Z","deleted":null,"never":null}
}

// TestToUnstructuredIsTheJSON: what structured-merge-diff reads through
// ToUnstructured is what it read before through MarshalJSON and a JSON
// decoder, so field management sees the same values.
func TestToUnstructuredIsTheJSON(t *testing.T) {
	plus2 := time.FixedZone("plus2", 2*3600)
	tests := []struct {
		name string
		in   interface {
			json.Marshaler
			ToUnstructured() interface{}
		}
	}{
		{"zero time", Time{}},
		{"UTC time", Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)},
		{"time elsewhere", Date(2024, 5, 1, 14, 0, 0, 999999999, plus2)},
		{"zero duration", Duration{}},
		{"duration", Duration{Duration: 90*time.Minute + 5*time.Millisecond}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw, err := tt.in.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			var want interface{}
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			if got := tt.in.ToUnstructured(); got != want {
				t.Errorf("got %#v; want %#v (from %s)", got, want, raw)
			}
		})
	}
}
