package v1

import (
	"encoding/json"
	"time"
)

// RFC3339Micro is RFC 3339 with exactly six fractional digits.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.RFC3339Micro.
const RFC3339Micro = "2006-01-02T15:04:05.000000Z07:00"

// MicroTime is Time with microsecond precision in JSON
// ("2024-05-01T12:00:00.123456Z") and nanoseconds in protobuf; Leases and
// Events use it. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime.
type MicroTime struct {
	// Time is the instant, kept to the microsecond on the wire.
	time.Time `protobuf:"-"`
}

// NewMicroTime wraps t.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewMicroTime.
func NewMicroTime(t time.Time) MicroTime { return MicroTime{t} }

// DateMicro wraps time.Date.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.DateMicro.
func DateMicro(year int, month time.Month, day, hour, min, sec, nsec int, loc *time.Location) MicroTime {
	return MicroTime{time.Date(year, month, day, hour, min, sec, nsec, loc)}
}

// NowMicro returns the current local time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NowMicro.
func NowMicro() MicroTime { return MicroTime{time.Now()} }

// UnixMicro wraps time.Unix.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.UnixMicro.
func UnixMicro(sec int64, nsec int64) MicroTime { return MicroTime{time.Unix(sec, nsec)} }

// IsZero reports whether t is nil or the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).IsZero.
func (t *MicroTime) IsZero() bool { return t == nil || t.Time.IsZero() }

// Before reports whether t is before u; false if either is nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).Before.
func (t *MicroTime) Before(u *MicroTime) bool {
	return t != nil && u != nil && t.Time.Before(u.Time)
}

// Equal reports whether t and u are the same instant, or both nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).Equal.
func (t *MicroTime) Equal(u *MicroTime) bool {
	if t == nil || u == nil {
		return t == nil && u == nil
	}
	return t.Time.Equal(u.Time)
}

// BeforeTime reports whether t is before the second-precision u.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).BeforeTime.
func (t *MicroTime) BeforeTime(u *Time) bool {
	return t != nil && u != nil && t.Time.Before(u.Time)
}

// EqualTime reports whether t equals the second-precision u.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).EqualTime.
func (t *MicroTime) EqualTime(u *Time) bool {
	if t == nil || u == nil {
		return t == nil && u == nil
	}
	return t.Time.Equal(u.Time)
}

// MarshalJSON writes RFC3339Micro in UTC, or null for the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime.MarshalJSON.
func (t MicroTime) MarshalJSON() ([]byte, error) {
	if t.IsZero() {
		return []byte("null"), nil
	}
	return json.Marshal(t.UTC().Format(RFC3339Micro))
}

// UnmarshalJSON reads RFC3339Micro, or null as the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).UnmarshalJSON.
func (t *MicroTime) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		t.Time = time.Time{}
		return nil
	}
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return err
	}
	pt, err := time.Parse(RFC3339Micro, str)
	if err != nil {
		return err
	}
	t.Time = pt.Local()
	return nil
}

// MarshalQueryParameter writes RFC3339Micro, or "" for the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime.MarshalQueryParameter.
func (t MicroTime) MarshalQueryParameter() (string, error) {
	if t.IsZero() {
		return "", nil
	}
	return t.UTC().Format(RFC3339Micro), nil
}

// UnmarshalQueryParameter reads RFC3339Micro; "" and "null" are the zero
// time. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).UnmarshalQueryParameter.
func (t *MicroTime) UnmarshalQueryParameter(str string) error {
	if str == "" || str == "null" {
		t.Time = time.Time{}
		return nil
	}
	pt, err := time.Parse(RFC3339Micro, str)
	if err != nil {
		return err
	}
	t.Time = pt.Local()
	return nil
}
