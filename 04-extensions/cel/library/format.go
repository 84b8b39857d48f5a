package library

import (
	"encoding/base64"
	"net/url"
	"regexp"
	"time"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
)

// FormatType is the CEL type of a named format.
// Upstream: k8s.io/apiserver/pkg/cel.FormatType.
var FormatType = cel.ObjectType("kubernetes.NamedFormat")

// Format is a named format: a function returning what is wrong with a
// string, nothing when it is valid.
// Upstream: k8s.io/apiserver/pkg/cel.Format.
type Format struct {
	Name         string
	ValidateFunc func(string) []string
}

// FormatLib returns the format library: format.named('dns1123Label')
// (an optional format), format.dns1123Label() and the other constant
// formats, and validate(string), an optional list of errors:
// !format.dns1123Label().validate(self.name).hasValue().
// Upstream: k8s.io/apiserver/pkg/cel/library.Format (called Format
// there; here that name is the type).
func FormatLib() cel.EnvOption { return cel.Lib(formatLib) }

var uuidRegexp = regexp.MustCompile(`(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$`)

// ConstantFormats are the formats by name.
// Upstream: k8s.io/apiserver/pkg/cel/library.ConstantFormats.
var ConstantFormats = map[string]Format{
	"dns1123Label":           {"DNS1123Label", func(s string) []string { return apivalidation.NameIsDNSLabel(s, false) }},
	"dns1123Subdomain":       {"DNS1123Subdomain", func(s string) []string { return apivalidation.NameIsDNSSubdomain(s, false) }},
	"dns1035Label":           {"DNS1035Label", func(s string) []string { return apivalidation.NameIsDNS1035Label(s, false) }},
	"qualifiedName":          {"QualifiedName", validation.IsQualifiedName},
	"dns1123LabelPrefix":     {"DNS1123LabelPrefix", func(s string) []string { return apivalidation.NameIsDNSLabel(s, true) }},
	"dns1123SubdomainPrefix": {"DNS1123SubdomainPrefix", func(s string) []string { return apivalidation.NameIsDNSSubdomain(s, true) }},
	"dns1035LabelPrefix":     {"DNS1035LabelPrefix", func(s string) []string { return apivalidation.NameIsDNS1035Label(s, true) }},
	"labelValue":             {"LabelValue", validation.IsValidLabelValue},
	"uri": {"URI", func(s string) []string {
		if _, err := url.ParseRequestURI(s); err != nil {
			return []string{err.Error()}
		}
		return nil
	}},
	"uuid": {"uuid", func(s string) []string {
		if !uuidRegexp.MatchString(s) {
			return []string{"does not match the UUID format"}
		}
		return nil
	}},
	"byte": {"byte", func(s string) []string {
		if _, err := base64.StdEncoding.DecodeString(s); err != nil {
			return []string{"invalid base64"}
		}
		return nil
	}},
	"date": {"date", func(s string) []string {
		if _, err := time.Parse("2006-01-02", s); err != nil {
			return []string{"invalid date"}
		}
		return nil
	}},
	"datetime": {"datetime", func(s string) []string {
		if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
			return []string{"invalid datetime"}
		}
		return nil
	}},
}

func newFormat(f Format) ref.Val {
	return opaque[Format]{value: f, typ: FormatType, equalFn: func(a, b Format) bool { return a.Name == b.Name }}
}

var formatLib = func() *lib {
	l := &lib{name: "kubernetes.format", types: []*cel.Type{FormatType}, decls: map[string][]cel.FunctionOpt{
		"validate": {cel.MemberOverload("format-validate", []*cel.Type{FormatType, cel.StringType}, cel.OptionalType(cel.ListType(cel.StringType)),
			cel.BinaryBinding(func(fv, sv ref.Val) ref.Val {
				f, ok := receiver[Format](fv)
				if !ok {
					return types.MaybeNoSuchOverloadErr(fv)
				}
				s, ok := str(sv)
				if !ok {
					return types.MaybeNoSuchOverloadErr(sv)
				}
				if errs := f.ValidateFunc(s); len(errs) > 0 {
					return types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, errs))
				}
				return types.OptionalNone
			}))},
		"format.named": {cel.Overload("format-named", []*cel.Type{cel.StringType}, cel.OptionalType(FormatType),
			cel.UnaryBinding(func(nv ref.Val) ref.Val {
				name, ok := str(nv)
				if !ok {
					return types.MaybeNoSuchOverloadErr(nv)
				}
				f, ok := ConstantFormats[name]
				if !ok {
					return types.OptionalNone
				}
				return types.OptionalOf(newFormat(f))
			}))},
	}}
	for name, f := range ConstantFormats {
		val := newFormat(f)
		l.decls["format."+name] = []cel.FunctionOpt{cel.Overload("format."+name, []*cel.Type{}, FormatType,
			cel.FunctionBinding(func(...ref.Val) ref.Val { return val }))}
	}
	return l
}()
