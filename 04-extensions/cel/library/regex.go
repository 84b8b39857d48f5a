package library

import (
	"regexp"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// Regex returns the regex library: "abc 123".find('[0-9]+') == "123",
// "123 abc 456".findAll('[0-9]+') == ["123", "456"],
// "123 abc 456".findAll('[0-9]+', 1) == ["123"]. matches() is standard
// CEL. A pattern that does not compile is an evaluation error.
// Upstream: k8s.io/apiserver/pkg/cel/library.Regex.
func Regex() cel.EnvOption { return cel.Lib(regexLib) }

var regexLib = &lib{name: "kubernetes.regex", decls: map[string][]cel.FunctionOpt{
	"find": {cel.MemberOverload("string_find_string", []*cel.Type{cel.StringType, cel.StringType}, cel.StringType,
		cel.BinaryBinding(find))},
	"findAll": {
		cel.MemberOverload("string_find_all_string", []*cel.Type{cel.StringType, cel.StringType}, cel.ListType(cel.StringType),
			cel.BinaryBinding(func(str, re ref.Val) ref.Val { return findAll(str, re, types.Int(-1)) })),
		cel.MemberOverload("string_find_all_string_int", []*cel.Type{cel.StringType, cel.StringType, cel.IntType}, cel.ListType(cel.StringType),
			cel.FunctionBinding(findAll)),
	},
}}

func compileRegex(v ref.Val) (*regexp.Regexp, ref.Val) {
	pattern, ok := v.Value().(string)
	if !ok {
		return nil, types.MaybeNoSuchOverloadErr(v)
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, types.NewErr("Illegal regex: %v", err.Error())
	}
	return re, nil
}

func find(strVal, regexVal ref.Val) ref.Val {
	str, ok := strVal.Value().(string)
	if !ok {
		return types.MaybeNoSuchOverloadErr(strVal)
	}
	re, errVal := compileRegex(regexVal)
	if errVal != nil {
		return errVal
	}
	return types.String(re.FindString(str))
}

func findAll(args ...ref.Val) ref.Val {
	if len(args) != 3 {
		return types.NoSuchOverloadErr()
	}
	str, ok := args[0].Value().(string)
	if !ok {
		return types.MaybeNoSuchOverloadErr(args[0])
	}
	re, errVal := compileRegex(args[1])
	if errVal != nil {
		return errVal
	}
	n, ok := args[2].Value().(int64)
	if !ok {
		return types.MaybeNoSuchOverloadErr(args[2])
	}
	return types.NewStringList(types.DefaultTypeAdapter, re.FindAllString(str, int(n)))
}
