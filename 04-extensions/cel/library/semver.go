package library

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// SemverType is the CEL type of semver().
// Upstream: k8s.io/apiserver/pkg/cel.SemverType.
var SemverType = cel.ObjectType("kubernetes.Semver")

// Semver is a semantic version (semver.org 2.0.0): build metadata is
// kept but ignored by comparisons.
// Upstream: github.com/blang/semver/v4.Version, which upstream's library wraps.
type Semver struct {
	Major, Minor, Patch uint64
	Pre                 []string
	Build               []string
}

// SemverLib returns the semver library: semver('1.2.3'),
// semver('v1.2', true) (normalize: drop a leading v, fill in missing
// minor and patch, drop leading zeros), isSemver(string[, bool]), and on
// a version major(), minor(), patch(), isGreaterThan(), isLessThan(),
// compareTo().
// Upstream: k8s.io/apiserver/pkg/cel/library.SemverLib (version 1).
func SemverLib() cel.EnvOption { return cel.Lib(semverLib) }

// parseSemver parses s strictly, or after normalizing it.
// Upstream: github.com/blang/semver/v4.Parse and upstream's normalize.
func parseSemver(s string, normalize bool) (Semver, error) {
	if normalize {
		s = normalizeSemver(s)
	}
	var v Semver
	if i := strings.IndexByte(s, '+'); i >= 0 {
		v.Build = strings.Split(s[i+1:], ".")
		s = s[:i]
	}
	if i := strings.IndexByte(s, '-'); i >= 0 {
		v.Pre = strings.Split(s[i+1:], ".")
		s = s[:i]
		for _, p := range v.Pre {
			if p == "" {
				return Semver{}, fmt.Errorf("prerelease is empty")
			}
			if isNumeric(p) && len(p) > 1 && p[0] == '0' {
				return Semver{}, fmt.Errorf("numeric PreRelease version must not contain leading zeroes %q", p)
			}
		}
	}
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return Semver{}, fmt.Errorf("no Major.Minor.Patch elements found")
	}
	nums := make([]uint64, 3)
	for i, name := range []string{"Major", "Minor", "Patch"} {
		p := parts[i]
		if !isNumeric(p) {
			return Semver{}, fmt.Errorf("invalid character(s) found in %s number %q", strings.ToLower(name), p)
		}
		if len(p) > 1 && p[0] == '0' {
			return Semver{}, fmt.Errorf("%s number must not contain leading zeroes %q", name, p)
		}
		n, err := strconv.ParseUint(p, 10, 64)
		if err != nil {
			return Semver{}, err
		}
		nums[i] = n
	}
	v.Major, v.Minor, v.Patch = nums[0], nums[1], nums[2]
	return v, nil
}

func isNumeric(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// normalizeSemver drops a leading v, fills in minor and patch, and drops
// leading zeros of the three numbers.
func normalizeSemver(s string) string {
	s = strings.TrimPrefix(s, "v")
	rest := ""
	if i := strings.IndexAny(s, "-+"); i >= 0 {
		s, rest = s[:i], s[i:]
	}
	parts := strings.Split(s, ".")
	for len(parts) < 3 {
		parts = append(parts, "0")
	}
	for i, p := range parts {
		if t := strings.TrimLeft(p, "0"); t != p {
			if t == "" {
				t = "0"
			}
			parts[i] = t
		}
	}
	return strings.Join(parts, ".") + rest
}

// Compare orders versions by number, then pre-release (a release is
// greater than its pre-releases). Upstream: github.com/blang/semver/v4.Version.Compare.
func (v Semver) Compare(o Semver) int {
	for _, d := range [][2]uint64{{v.Major, o.Major}, {v.Minor, o.Minor}, {v.Patch, o.Patch}} {
		if d[0] != d[1] {
			if d[0] > d[1] {
				return 1
			}
			return -1
		}
	}
	switch {
	case len(v.Pre) == 0 && len(o.Pre) == 0:
		return 0
	case len(v.Pre) == 0:
		return 1
	case len(o.Pre) == 0:
		return -1
	}
	for i := 0; i < len(v.Pre) && i < len(o.Pre); i++ {
		if c := comparePre(v.Pre[i], o.Pre[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(v.Pre) == len(o.Pre):
		return 0
	case len(v.Pre) > len(o.Pre):
		return 1
	}
	return -1
}

func comparePre(a, b string) int {
	an, bn := isNumeric(a), isNumeric(b)
	switch {
	case an && bn:
		x, _ := strconv.ParseUint(a, 10, 64)
		y, _ := strconv.ParseUint(b, 10, 64)
		switch {
		case x > y:
			return 1
		case x < y:
			return -1
		}
		return 0
	case an:
		return -1
	case bn:
		return 1
	}
	return strings.Compare(a, b)
}

func (v Semver) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if len(v.Pre) > 0 {
		s += "-" + strings.Join(v.Pre, ".")
	}
	if len(v.Build) > 0 {
		s += "+" + strings.Join(v.Build, ".")
	}
	return s
}

func newSemver(v Semver) ref.Val {
	return opaque[Semver]{value: v, typ: SemverType, equalFn: func(a, b Semver) bool { return a.Compare(b) == 0 }, str: Semver.String}
}

func stringToSemver(args ...ref.Val) ref.Val {
	s, ok := str(args[0])
	if !ok {
		return types.MaybeNoSuchOverloadErr(args[0])
	}
	normalize := len(args) == 2 && args[1] == types.True
	v, err := parseSemver(s, normalize)
	if err != nil {
		return types.WrapErr(err)
	}
	return newSemver(v)
}

func isSemver(args ...ref.Val) ref.Val {
	s, ok := str(args[0])
	if !ok {
		return types.MaybeNoSuchOverloadErr(args[0])
	}
	_, err := parseSemver(s, len(args) == 2 && args[1] == types.True)
	return types.Bool(err == nil)
}

func semverUnary(id string, f func(Semver) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{SemverType}, cel.IntType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		s, ok := receiver[Semver](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return f(s)
	}))
}

func semverBinary(id string, out *cel.Type, f func(a, b Semver) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{SemverType, SemverType}, out, cel.BinaryBinding(func(x, y ref.Val) ref.Val {
		a, ok := receiver[Semver](x)
		if !ok {
			return types.MaybeNoSuchOverloadErr(x)
		}
		b, ok := receiver[Semver](y)
		if !ok {
			return types.MaybeNoSuchOverloadErr(y)
		}
		return f(a, b)
	}))
}

var semverLib = &lib{name: "kubernetes.Semver", types: []*cel.Type{SemverType}, decls: map[string][]cel.FunctionOpt{
	"semver": {
		cel.Overload("string_to_semver", []*cel.Type{cel.StringType}, SemverType, cel.UnaryBinding(func(v ref.Val) ref.Val { return stringToSemver(v) })),
		cel.Overload("string_bool_to_semver", []*cel.Type{cel.StringType, cel.BoolType}, SemverType, cel.BinaryBinding(func(a, b ref.Val) ref.Val { return stringToSemver(a, b) })),
	},
	"isSemver": {
		cel.Overload("is_semver_string", []*cel.Type{cel.StringType}, cel.BoolType, cel.UnaryBinding(func(v ref.Val) ref.Val { return isSemver(v) })),
		cel.Overload("is_semver_string_bool", []*cel.Type{cel.StringType, cel.BoolType}, cel.BoolType, cel.BinaryBinding(func(a, b ref.Val) ref.Val { return isSemver(a, b) })),
	},
	"isGreaterThan": {semverBinary("semver_is_greater_than", cel.BoolType, func(a, b Semver) ref.Val { return types.Bool(a.Compare(b) == 1) })},
	"isLessThan":    {semverBinary("semver_is_less_than", cel.BoolType, func(a, b Semver) ref.Val { return types.Bool(a.Compare(b) == -1) })},
	"compareTo":     {semverBinary("semver_compare_to", cel.IntType, func(a, b Semver) ref.Val { return types.Int(a.Compare(b)) })},
	"major":         {semverUnary("semver_major", func(s Semver) ref.Val { return types.Int(s.Major) })},
	"minor":         {semverUnary("semver_minor", func(s Semver) ref.Val { return types.Int(s.Minor) })},
	"patch":         {semverUnary("semver_patch", func(s Semver) ref.Val { return types.Int(s.Patch) })},
}}
