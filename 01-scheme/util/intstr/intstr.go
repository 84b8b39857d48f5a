package intstr

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// IntOrString holds an int32 or a string, and says which. In JSON it is a
// bare number or a string; in protobuf it is a message with all three
// fields. Upstream: k8s.io/apimachinery/pkg/util/intstr.IntOrString.
type IntOrString struct {
	Type   Type   `protobuf:"varint,1,opt,name=type,casttype=Type"`
	IntVal int32  `protobuf:"varint,2,opt,name=intVal"`
	StrVal string `protobuf:"bytes,3,opt,name=strVal"`
}

// Type says which of the two values an IntOrString holds.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.Type.
type Type int64

// The two kinds of value.
const (
	Int    Type = iota // IntVal holds the value
	String             // StrVal holds the value
)

// FromInt32 returns an IntOrString holding val.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.FromInt32.
func FromInt32(val int32) IntOrString {
	return IntOrString{Type: Int, IntVal: val}
}

// FromString returns an IntOrString holding val.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.FromString.
func FromString(val string) IntOrString {
	return IntOrString{Type: String, StrVal: val}
}

// Parse returns an Int if val is a decimal int32, and a String otherwise.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.Parse.
func Parse(val string) IntOrString {
	i, err := strconv.ParseInt(val, 10, 32)
	if err != nil {
		return FromString(val)
	}
	return FromInt32(int32(i))
}

// String returns the string, or the number in decimal.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.(*IntOrString).String.
func (intstr *IntOrString) String() string {
	if intstr == nil {
		return "<nil>"
	}
	if intstr.Type == String {
		return intstr.StrVal
	}
	return strconv.Itoa(intstr.IntValue())
}

// IntValue returns the number, or the string read as a decimal number (0
// if it is not one). Upstream: k8s.io/apimachinery/pkg/util/intstr.(*IntOrString).IntValue.
func (intstr *IntOrString) IntValue() int {
	if intstr.Type == String {
		i, _ := strconv.Atoi(intstr.StrVal)
		return i
	}
	return int(intstr.IntVal)
}

// MarshalJSON writes a JSON number or a JSON string.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.IntOrString.MarshalJSON.
func (intstr IntOrString) MarshalJSON() ([]byte, error) {
	switch intstr.Type {
	case Int:
		return json.Marshal(intstr.IntVal)
	case String:
		return json.Marshal(intstr.StrVal)
	default:
		return nil, fmt.Errorf("impossible IntOrString.Type")
	}
}

// UnmarshalJSON reads a JSON string as a String and anything else as an
// Int (a number that is not an int32 is an error).
// Upstream: k8s.io/apimachinery/pkg/util/intstr.(*IntOrString).UnmarshalJSON.
func (intstr *IntOrString) UnmarshalJSON(value []byte) error {
	if len(value) > 0 && value[0] == '"' {
		intstr.Type = String
		return json.Unmarshal(value, &intstr.StrVal)
	}
	intstr.Type = Int
	return json.Unmarshal(value, &intstr.IntVal)
}

// ValueOrDefault returns intOrPercent, or defaultValue when it is nil.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.ValueOrDefault.
func ValueOrDefault(intOrPercent *IntOrString, defaultValue IntOrString) *IntOrString {
	if intOrPercent == nil {
		return &defaultValue
	}
	return intOrPercent
}

// GetScaledValueFromIntOrPercent resolves a Deployment-style "1 or 25%":
// an Int is returned as it is; a String must be a percentage and is
// applied to total, rounded up or down. Any other string is an error.
// Upstream: k8s.io/apimachinery/pkg/util/intstr.GetScaledValueFromIntOrPercent.
func GetScaledValueFromIntOrPercent(intOrPercent *IntOrString, total int, roundUp bool) (int, error) {
	if intOrPercent == nil {
		return 0, errors.New("nil value for IntOrString")
	}
	value, isPercent, err := intOrPercentValue(intOrPercent)
	if err != nil {
		return 0, fmt.Errorf("invalid value for IntOrString: %w", err)
	}
	if !isPercent {
		return value, nil
	}
	scaled := float64(value) * float64(total) / 100
	if roundUp {
		return int(math.Ceil(scaled)), nil
	}
	return int(math.Floor(scaled)), nil
}

// intOrPercentValue returns the number, and whether it is a percentage.
func intOrPercentValue(intOrStr *IntOrString) (int, bool, error) {
	switch intOrStr.Type {
	case Int:
		return intOrStr.IntValue(), false, nil
	case String:
		s, isPercent := strings.CutSuffix(intOrStr.StrVal, "%")
		if !isPercent {
			return 0, false, fmt.Errorf("invalid type: string is not a percentage")
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			return 0, false, fmt.Errorf("invalid value %q: %w", intOrStr.StrVal, err)
		}
		return v, true, nil
	}
	return 0, false, fmt.Errorf("invalid type: neither int nor percentage")
}
