package field

import (
	"fmt"
	"reflect"
	"strings"
)

// ErrorType says what kind of problem an Error is; its value is the
// StatusCause type clients see (FieldValueInvalid ...).
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.ErrorType.
type ErrorType string

// The error types, with upstream's values.
const (
	ErrorTypeNotFound     ErrorType = "FieldValueNotFound"
	ErrorTypeRequired     ErrorType = "FieldValueRequired"
	ErrorTypeDuplicate    ErrorType = "FieldValueDuplicate"
	ErrorTypeInvalid      ErrorType = "FieldValueInvalid"
	ErrorTypeNotSupported ErrorType = "FieldValueNotSupported"
	ErrorTypeForbidden    ErrorType = "FieldValueForbidden"
	ErrorTypeTooLong      ErrorType = "FieldValueTooLong"
	ErrorTypeTooMany      ErrorType = "FieldValueTooMany"
	ErrorTypeInternal     ErrorType = "InternalError"
	ErrorTypeTypeInvalid  ErrorType = "FieldValueTypeInvalid"
)

// String is the human form used in messages ("Required value").
func (t ErrorType) String() string {
	switch t {
	case ErrorTypeNotFound:
		return "Not found"
	case ErrorTypeRequired:
		return "Required value"
	case ErrorTypeDuplicate:
		return "Duplicate value"
	case ErrorTypeInvalid, ErrorTypeTypeInvalid:
		return "Invalid value"
	case ErrorTypeNotSupported:
		return "Unsupported value"
	case ErrorTypeForbidden:
		return "Forbidden"
	case ErrorTypeTooLong:
		return "Too long"
	case ErrorTypeTooMany:
		return "Too many"
	case ErrorTypeInternal:
		return "Internal error"
	}
	return fmt.Sprintf("<unknown error %q>", string(t))
}

// Error is one validation problem.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.Error.
type Error struct {
	Type     ErrorType
	Field    string
	BadValue interface{}
	Detail   string
}

// Error prints "field: body", as upstream.
func (v *Error) Error() string {
	return fmt.Sprintf("%s: %s", v.Field, v.ErrorBody())
}

// ErrorBody prints the error without the field: its type, the bad value
// for the types that carry one, and the detail.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.(*Error).ErrorBody.
func (v *Error) ErrorBody() string {
	var s string
	switch {
	case v.Type == ErrorTypeRequired, v.Type == ErrorTypeForbidden, v.Type == ErrorTypeTooLong, v.Type == ErrorTypeInternal:
		s = v.Type.String()
	case v.BadValue == OmitValueType{}:
		s = v.Type.String()
	default:
		s = fmt.Sprintf("%s: %s", v.Type, formatValue(v.BadValue))
	}
	if len(v.Detail) != 0 {
		s += ": " + v.Detail
	}
	return s
}

// OmitValueType, as the bad value of an error, leaves the value out of
// the message ("Invalid value: <detail>"), for values too big or too
// private to print: stage 04's CEL rules report objects and lists this
// way rather than print them whole.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.OmitValueType.
type OmitValueType struct{}

func formatValue(value interface{}) string {
	if value == nil {
		return "null"
	}
	if rv := reflect.ValueOf(value); rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return "null"
		}
		value = rv.Elem().Interface()
	}
	switch t := value.(type) {
	case int64, int32, int, float64, float32, bool:
		return fmt.Sprintf("%v", t)
	case string:
		return fmt.Sprintf("%q", t)
	case fmt.Stringer:
		return t.String()
	default:
		return fmt.Sprintf("%#v", value)
	}
}

// NotFound reports a reference to something that does not exist.
func NotFound(field *Path, value interface{}) *Error {
	return &Error{ErrorTypeNotFound, field.String(), value, ""}
}

// Required reports a missing value.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.Required.
func Required(field *Path, detail string) *Error {
	return &Error{ErrorTypeRequired, field.String(), "", detail}
}

// Duplicate reports a value that must be unique.
func Duplicate(field *Path, value interface{}) *Error {
	return &Error{ErrorTypeDuplicate, field.String(), value, ""}
}

// Invalid reports a malformed value.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.Invalid.
func Invalid(field *Path, value interface{}, detail string) *Error {
	return &Error{ErrorTypeInvalid, field.String(), value, detail}
}

// NotSupported reports a value outside a fixed set.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.NotSupported.
func NotSupported[T ~string](field *Path, value interface{}, validValues []T) *Error {
	detail := ""
	if len(validValues) > 0 {
		quoted := make([]string, len(validValues))
		for i, v := range validValues {
			quoted[i] = fmt.Sprintf("%q", string(v))
		}
		detail = "supported values: " + strings.Join(quoted, ", ")
	}
	return &Error{ErrorTypeNotSupported, field.String(), value, detail}
}

// Forbidden reports a value that may not be set (here, or any more).
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.Forbidden.
func Forbidden(field *Path, detail string) *Error {
	return &Error{ErrorTypeForbidden, field.String(), "", detail}
}

// TooLong reports a value longer than maxLength bytes.
func TooLong(field *Path, value interface{}, maxLength int) *Error {
	return &Error{ErrorTypeTooLong, field.String(), value, fmt.Sprintf("may not be more than %d bytes", maxLength)}
}

// TooMany reports a list with more than maxQuantity items.
func TooMany(field *Path, actualQuantity, maxQuantity int) *Error {
	return &Error{ErrorTypeTooMany, field.String(), actualQuantity, fmt.Sprintf("must have at most %d items", maxQuantity)}
}

// InternalError reports a failure of the validator itself.
func InternalError(field *Path, err error) *Error {
	return &Error{ErrorTypeInternal, field.String(), nil, err.Error()}
}

// ErrorList is a list of validation errors; validators append to it.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.ErrorList.
type ErrorList []*Error

// ToAggregate turns the list into one error: nil for an empty list, the
// error itself for one, "[a, b]" for several, as upstream's aggregate prints.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.ErrorList.ToAggregate.
func (list ErrorList) ToAggregate() error {
	if len(list) == 0 {
		return nil
	}
	seen := map[string]bool{}
	var msgs []string
	for _, e := range list {
		if m := e.Error(); !seen[m] {
			seen[m] = true
			msgs = append(msgs, m)
		}
	}
	if len(msgs) == 1 {
		return aggregate{msgs[0]}
	}
	return aggregate{"[" + strings.Join(msgs, ", ") + "]"}
}

type aggregate struct{ msg string }

func (a aggregate) Error() string { return a.msg }
