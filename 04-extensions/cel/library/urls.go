package library

import (
	"net/url"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// URLType is the CEL type of url(). Upstream: k8s.io/apiserver/pkg/cel.URLType.
var URLType = cel.ObjectType("kubernetes.URL")

// URLs returns the urls library: url('https://example.com:80/path?q=1')
// and its getScheme(), getHost(), getHostname(), getPort(),
// getEscapedPath(), getQuery(); isURL(string). Only absolute URIs, and
// absolute paths, parse (url.ParseRequestURI, as the OpenAPI uri format).
// Upstream: k8s.io/apiserver/pkg/cel/library.URLs.
func URLs() cel.EnvOption { return cel.Lib(urlsLib) }

func newURL(u *url.URL) ref.Val {
	return opaque[*url.URL]{value: u, typ: URLType,
		equalFn: func(a, b *url.URL) bool { return *a == *b }, str: (*url.URL).String}
}

var urlsLib = &lib{name: "kubernetes.urls", types: []*cel.Type{URLType}, decls: map[string][]cel.FunctionOpt{
	"url":            {cel.Overload("string_to_url", []*cel.Type{cel.StringType}, URLType, cel.UnaryBinding(stringToURL))},
	"isURL":          {cel.Overload("is_url_string", []*cel.Type{cel.StringType}, cel.BoolType, cel.UnaryBinding(isURL))},
	"getScheme":      {urlGetter("url_get_scheme", func(u *url.URL) ref.Val { return types.String(u.Scheme) })},
	"getHost":        {urlGetter("url_get_host", func(u *url.URL) ref.Val { return types.String(u.Host) })},
	"getHostname":    {urlGetter("url_get_hostname", func(u *url.URL) ref.Val { return types.String(u.Hostname()) })},
	"getPort":        {urlGetter("url_get_port", func(u *url.URL) ref.Val { return types.String(u.Port()) })},
	"getEscapedPath": {urlGetter("url_get_escaped_path", func(u *url.URL) ref.Val { return types.String(u.EscapedPath()) })},
	"getQuery": {cel.MemberOverload("url_get_query", []*cel.Type{URLType}, cel.MapType(cel.StringType, cel.ListType(cel.StringType)),
		cel.UnaryBinding(func(v ref.Val) ref.Val {
			u, ok := receiver[*url.URL](v)
			if !ok {
				return types.MaybeNoSuchOverloadErr(v)
			}
			return types.DefaultTypeAdapter.NativeToValue(map[string][]string(u.Query()))
		}))},
}}

func urlGetter(id string, get func(*url.URL) ref.Val) cel.FunctionOpt {
	return cel.MemberOverload(id, []*cel.Type{URLType}, cel.StringType, cel.UnaryBinding(func(v ref.Val) ref.Val {
		u, ok := receiver[*url.URL](v)
		if !ok {
			return types.MaybeNoSuchOverloadErr(v)
		}
		return get(u)
	}))
}

// stringToURL checks with ParseRequestURI (absolute URLs only) and then
// parses with Parse, which keeps a fragment apart from path and query.
func stringToURL(arg ref.Val) ref.Val {
	s, ok := str(arg)
	if !ok {
		return types.MaybeNoSuchOverloadErr(arg)
	}
	if _, err := url.ParseRequestURI(s); err != nil {
		return types.NewErr("URL parse error during conversion from string: %v", err)
	}
	u, err := url.Parse(s)
	if err != nil {
		return types.NewErr("URL parse error during conversion from string: %v", err)
	}
	return newURL(u)
}

func isURL(arg ref.Val) ref.Val {
	s, ok := str(arg)
	if !ok {
		return types.MaybeNoSuchOverloadErr(arg)
	}
	_, err := url.ParseRequestURI(s)
	return types.Bool(err == nil)
}
