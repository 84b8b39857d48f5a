package v1

import (
	"encoding/json"
	"time"
)

// Duration is a time.Duration written as its string ("1h2m3s") in JSON and
// as a varint of nanoseconds (field 1) in protobuf.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Duration.
type Duration struct {
	// Duration is the length of time.
	time.Duration `protobuf:"varint,1,opt,name=duration,casttype=time.Duration"`
}

// MarshalJSON writes the duration's string.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Duration.MarshalJSON.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.Duration.String()) }

// UnmarshalJSON reads a string time.ParseDuration accepts.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Duration).UnmarshalJSON.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return err
	}
	pd, err := time.ParseDuration(str)
	if err != nil {
		return err
	}
	d.Duration = pd
	return nil
}

// ToUnstructured is the duration as MarshalJSON writes it, without the
// quotes: structured-merge-diff reads it without a JSON round trip.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Duration.ToUnstructured.
func (d Duration) ToUnstructured() interface{} {
	return d.Duration.String()
}
