package v1

import (
	"encoding/json"
	"time"
)

// Time is a time.Time with the API's wire forms: RFC 3339 in UTC with
// whole seconds in JSON ("2024-05-01T12:00:00Z"), null for the zero time;
// a Timestamp message in protobuf. Precision is one second everywhere, so
// a time survives a round trip through either form unchanged.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Time.
type Time struct {
	// Time is the instant, kept to the second on the wire.
	time.Time `protobuf:"-"`
}

// NewTime wraps t. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewTime.
func NewTime(t time.Time) Time { return Time{t} }

// Date wraps time.Date. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Date.
func Date(year int, month time.Month, day, hour, min, sec, nsec int, loc *time.Location) Time {
	return Time{time.Date(year, month, day, hour, min, sec, nsec, loc)}
}

// Now returns the current local time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Now.
func Now() Time { return Time{time.Now()} }

// Unix wraps time.Unix. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Unix.
func Unix(sec int64, nsec int64) Time { return Time{time.Unix(sec, nsec)} }

// IsZero reports whether t is nil or the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).IsZero.
func (t *Time) IsZero() bool { return t == nil || t.Time.IsZero() }

// Before reports whether t is before u; false if either is nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).Before.
func (t *Time) Before(u *Time) bool {
	return t != nil && u != nil && t.Time.Before(u.Time)
}

// Equal reports whether t and u are the same instant, or both nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).Equal.
func (t *Time) Equal(u *Time) bool {
	if t == nil || u == nil {
		return t == nil && u == nil
	}
	return t.Time.Equal(u.Time)
}

// Rfc3339Copy returns t cut to whole seconds, as the wire would.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Time.Rfc3339Copy.
func (t Time) Rfc3339Copy() Time {
	copied, _ := time.Parse(time.RFC3339, t.Format(time.RFC3339))
	return Time{copied}
}

// MarshalJSON writes "RFC 3339 in UTC", or null for the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Time.MarshalJSON.
func (t Time) MarshalJSON() ([]byte, error) {
	if t.IsZero() {
		return []byte("null"), nil
	}
	buf := make([]byte, 0, len(time.RFC3339)+2)
	buf = append(buf, '"')
	buf = t.UTC().AppendFormat(buf, time.RFC3339)
	return append(buf, '"'), nil
}

// ToUnstructured is the time as MarshalJSON writes it, without the
// quotes, or nil for the zero time. structured-merge-diff calls it when it
// reads an object for field management, instead of a JSON round trip
// (MarshalJSON, then a JSON decoder) for every timestamp of every write.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Time.ToUnstructured.
func (t Time) ToUnstructured() interface{} {
	if t.IsZero() {
		return nil
	}
	buf := make([]byte, 0, len(time.RFC3339))
	buf = t.UTC().AppendFormat(buf, time.RFC3339)
	return string(buf)
}

// UnmarshalJSON reads an RFC 3339 string, or null as the zero time. As
// upstream, the empty string is an error; the time is kept in Local.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).UnmarshalJSON.
func (t *Time) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		t.Time = time.Time{}
		return nil
	}
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return err
	}
	pt, err := time.Parse(time.RFC3339, str)
	if err != nil {
		return err
	}
	t.Time = pt.Local()
	return nil
}

// MarshalQueryParameter writes the time for a URL: RFC 3339, or "" for the
// zero time. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Time.MarshalQueryParameter.
func (t Time) MarshalQueryParameter() (string, error) {
	if t.IsZero() {
		return "", nil
	}
	return t.UTC().Format(time.RFC3339), nil
}

// UnmarshalQueryParameter reads RFC 3339; "" and "null" (older clients
// sent JSON) are the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).UnmarshalQueryParameter.
func (t *Time) UnmarshalQueryParameter(str string) error {
	if str == "" || str == "null" {
		t.Time = time.Time{}
		return nil
	}
	pt, err := time.Parse(time.RFC3339, str)
	if err != nil {
		return err
	}
	t.Time = pt.Local()
	return nil
}
