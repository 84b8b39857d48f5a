package library

import (
	"context"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// Authz is the library of the `authorizer` variable admission policies
// have: an expression asks the authorizer whether the requesting user (or
// a service account) may do something else than the request itself:
//
//	authorizer.group('apps').resource('deployments').namespace('ns').check('delete').allowed()
//	authorizer.path('/healthz').check('get').allowed()
//	authorizer.serviceAccount('ns', 'sa').group('').resource('pods').check('get').reason()
//
// Stage 07's admission compiler adds it to its environments (upstream
// has it in every base environment from 1.27; a CRD rule has no
// authorizer variable to call it on, so nothing else sees the
// difference).
// Upstream: k8s.io/apiserver/pkg/cel/library.Authz.
//
// Left out: the AuthzSelectors library (fieldSelector, labelSelector on
// a resource check), since our authorizer attributes carry no selector
// requirements.
func Authz() cel.EnvOption { return cel.Lib(authzLib) }

// The types of the library. Upstream: k8s.io/apiserver/pkg/cel/library
// (AuthorizerType, PathCheckType, GroupCheckType, ResourceCheckType, DecisionType).
var (
	AuthorizerType    = cel.ObjectType("kubernetes.authorization.Authorizer")
	PathCheckType     = cel.ObjectType("kubernetes.authorization.PathCheck")
	GroupCheckType    = cel.ObjectType("kubernetes.authorization.GroupCheck")
	ResourceCheckType = cel.ObjectType("kubernetes.authorization.ResourceCheck")
	DecisionType      = cel.ObjectType("kubernetes.authorization.Decision")
)

var authzLib = &lib{
	// No types: as upstream's, the library declares functions only (its
	// object types need no registration to be checked).
	name: "kubernetes.authz",
	decls: map[string][]cel.FunctionOpt{
		"path": {cel.MemberOverload("authorizer_path", []*cel.Type{AuthorizerType, cel.StringType}, PathCheckType,
			cel.BinaryBinding(authorizerPath))},
		"group": {cel.MemberOverload("authorizer_group", []*cel.Type{AuthorizerType, cel.StringType}, GroupCheckType,
			cel.BinaryBinding(authorizerGroup))},
		"serviceAccount": {cel.MemberOverload("authorizer_serviceaccount", []*cel.Type{AuthorizerType, cel.StringType, cel.StringType}, AuthorizerType,
			cel.FunctionBinding(authorizerServiceAccount))},
		"resource": {cel.MemberOverload("groupcheck_resource", []*cel.Type{GroupCheckType, cel.StringType}, ResourceCheckType,
			cel.BinaryBinding(groupCheckResource))},
		"subresource": {cel.MemberOverload("resourcecheck_subresource", []*cel.Type{ResourceCheckType, cel.StringType}, ResourceCheckType,
			cel.BinaryBinding(resourceCheckSet(func(r *resourceCheckVal, s string) { r.subresource = s })))},
		"namespace": {cel.MemberOverload("resourcecheck_namespace", []*cel.Type{ResourceCheckType, cel.StringType}, ResourceCheckType,
			cel.BinaryBinding(resourceCheckSet(func(r *resourceCheckVal, s string) { r.namespace = s })))},
		"name": {cel.MemberOverload("resourcecheck_name", []*cel.Type{ResourceCheckType, cel.StringType}, ResourceCheckType,
			cel.BinaryBinding(resourceCheckSet(func(r *resourceCheckVal, s string) { r.name = s })))},
		"check": {
			cel.MemberOverload("pathcheck_check", []*cel.Type{PathCheckType, cel.StringType}, DecisionType,
				cel.BinaryBinding(pathCheckCheck)),
			cel.MemberOverload("resourcecheck_check", []*cel.Type{ResourceCheckType, cel.StringType}, DecisionType,
				cel.BinaryBinding(resourceCheckCheck))},
		"errored": {cel.MemberOverload("decision_errored", []*cel.Type{DecisionType}, cel.BoolType,
			cel.UnaryBinding(decisionFn(func(d decisionVal) ref.Val { return types.Bool(d.err != nil) })))},
		"error": {cel.MemberOverload("decision_error", []*cel.Type{DecisionType}, cel.StringType,
			cel.UnaryBinding(decisionFn(func(d decisionVal) ref.Val {
				if d.err == nil {
					return types.String("")
				}
				return types.String(d.err.Error())
			})))},
		"allowed": {cel.MemberOverload("decision_allowed", []*cel.Type{DecisionType}, cel.BoolType,
			cel.UnaryBinding(decisionFn(func(d decisionVal) ref.Val { return types.Bool(d.decision == authorizer.DecisionAllow) })))},
		"reason": {cel.MemberOverload("decision_reason", []*cel.Type{DecisionType}, cel.StringType,
			cel.UnaryBinding(decisionFn(func(d decisionVal) ref.Val { return types.String(d.reason) })))},
	},
}

// Resource is the resource of a request, for authorizer.requestResource.
// Upstream: k8s.io/apiserver/pkg/cel/library.Resource.
type Resource interface {
	GetName() string
	GetNamespace() string
	GetResource() schema.GroupVersionResource
	GetSubresource() string
}

// NewAuthorizerVal is the value of the `authorizer` variable: checks as
// userInfo with authz.
// Upstream: k8s.io/apiserver/pkg/cel/library.NewAuthorizerVal.
func NewAuthorizerVal(userInfo user.Info, authz authorizer.Authorizer) ref.Val {
	return authorizerVal{receiverOnlyObjectVal: receiverOnlyVal(AuthorizerType), userInfo: userInfo, authz: authz}
}

// NewResourceAuthorizerVal is the value of `authorizer.requestResource`:
// a resource check already aimed at the request's resource, namespace
// and name.
// Upstream: k8s.io/apiserver/pkg/cel/library.NewResourceAuthorizerVal.
func NewResourceAuthorizerVal(userInfo user.Info, authz authorizer.Authorizer, requestResource Resource) ref.Val {
	a := authorizerVal{receiverOnlyObjectVal: receiverOnlyVal(AuthorizerType), userInfo: userInfo, authz: authz}
	gvr := requestResource.GetResource()
	r := a.groupCheck(gvr.Group).resourceCheck(gvr.Resource)
	r.subresource = requestResource.GetSubresource()
	r.namespace = requestResource.GetNamespace()
	r.name = requestResource.GetName()
	return r
}

type authorizerVal struct {
	receiverOnlyObjectVal
	userInfo user.Info
	authz    authorizer.Authorizer
}

func (a authorizerVal) groupCheck(group string) groupCheckVal {
	return groupCheckVal{receiverOnlyObjectVal: receiverOnlyVal(GroupCheckType), authorizer: a, group: group}
}

type pathCheckVal struct {
	receiverOnlyObjectVal
	authorizer authorizerVal
	path       string
}

type groupCheckVal struct {
	receiverOnlyObjectVal
	authorizer authorizerVal
	group      string
}

func (g groupCheckVal) resourceCheck(resource string) resourceCheckVal {
	return resourceCheckVal{receiverOnlyObjectVal: receiverOnlyVal(ResourceCheckType), groupCheck: g, resource: resource}
}

type resourceCheckVal struct {
	receiverOnlyObjectVal
	groupCheck                             groupCheckVal
	resource, subresource, namespace, name string
}

type decisionVal struct {
	receiverOnlyObjectVal
	err      error
	decision authorizer.Decision
	reason   string
}

func authorizerPath(arg1, arg2 ref.Val) ref.Val {
	a, ok := arg1.(authorizerVal)
	path, ok2 := arg2.Value().(string)
	if !ok || !ok2 {
		return types.MaybeNoSuchOverloadErr(arg1)
	}
	if len(strings.TrimSpace(path)) == 0 {
		return types.NewErr("path must not be empty")
	}
	return pathCheckVal{receiverOnlyObjectVal: receiverOnlyVal(PathCheckType), authorizer: a, path: path}
}

func authorizerGroup(arg1, arg2 ref.Val) ref.Val {
	a, ok := arg1.(authorizerVal)
	group, ok2 := arg2.Value().(string)
	if !ok || !ok2 {
		return types.MaybeNoSuchOverloadErr(arg1)
	}
	return a.groupCheck(group)
}

func authorizerServiceAccount(args ...ref.Val) ref.Val {
	if len(args) != 3 {
		return types.NoSuchOverloadErr()
	}
	a, ok := args[0].(authorizerVal)
	namespace, ok2 := args[1].Value().(string)
	name, ok3 := args[2].Value().(string)
	if !ok || !ok2 || !ok3 {
		return types.MaybeNoSuchOverloadErr(args[0])
	}
	if len(validation.IsDNS1123Subdomain(name)) > 0 || strings.ContainsAny(name, "/%") {
		return types.NewErr("Invalid service account name")
	}
	if len(validation.IsDNS1123Label(namespace)) > 0 {
		return types.NewErr("Invalid service account namespace")
	}
	sa := &serviceaccount.ServiceAccountInfo{Name: name, Namespace: namespace}
	return authorizerVal{receiverOnlyObjectVal: receiverOnlyVal(AuthorizerType), userInfo: sa.UserInfo(), authz: a.authz}
}

func groupCheckResource(arg1, arg2 ref.Val) ref.Val {
	g, ok := arg1.(groupCheckVal)
	resource, ok2 := arg2.Value().(string)
	if !ok || !ok2 {
		return types.MaybeNoSuchOverloadErr(arg1)
	}
	if len(strings.TrimSpace(resource)) == 0 {
		return types.NewErr("resource must not be empty")
	}
	return g.resourceCheck(resource)
}

// resourceCheckSet returns a binding that copies a resource check with
// one more attribute set.
func resourceCheckSet(set func(*resourceCheckVal, string)) func(arg1, arg2 ref.Val) ref.Val {
	return func(arg1, arg2 ref.Val) ref.Val {
		r, ok := arg1.(resourceCheckVal)
		s, ok2 := arg2.Value().(string)
		if !ok || !ok2 {
			return types.MaybeNoSuchOverloadErr(arg1)
		}
		set(&r, s)
		return r
	}
}

func pathCheckCheck(arg1, arg2 ref.Val) ref.Val {
	p, ok := arg1.(pathCheckVal)
	verb, ok2 := arg2.Value().(string)
	if !ok || !ok2 {
		return types.MaybeNoSuchOverloadErr(arg1)
	}
	attr := authorizer.AttributesRecord{Path: p.path, Verb: verb, User: p.authorizer.userInfo}
	return authorize(p.authorizer.authz, attr)
}

func resourceCheckCheck(arg1, arg2 ref.Val) ref.Val {
	r, ok := arg1.(resourceCheckVal)
	verb, ok2 := arg2.Value().(string)
	if !ok || !ok2 {
		return types.MaybeNoSuchOverloadErr(arg1)
	}
	attr := authorizer.AttributesRecord{
		ResourceRequest: true,
		APIGroup:        r.groupCheck.group,
		APIVersion:      "*",
		Resource:        r.resource,
		Subresource:     r.subresource,
		Namespace:       r.namespace,
		Name:            r.name,
		Verb:            verb,
		User:            r.groupCheck.authorizer.userInfo,
	}
	return authorize(r.groupCheck.authorizer.authz, attr)
}

// authorize asks authz; as upstream, the call has no request context
// (cel-go bindings get none).
func authorize(authz authorizer.Authorizer, attr authorizer.AttributesRecord) ref.Val {
	decision, reason, err := authz.Authorize(context.TODO(), attr)
	return decisionVal{receiverOnlyObjectVal: receiverOnlyVal(DecisionType), decision: decision, err: err, reason: reason}
}

func decisionFn(fn func(decisionVal) ref.Val) func(ref.Val) ref.Val {
	return func(arg ref.Val) ref.Val {
		d, ok := arg.(decisionVal)
		if !ok {
			return types.MaybeNoSuchOverloadErr(arg)
		}
		return fn(d)
	}
}

// receiverOnlyObjectVal is a value with functions but no fields.
// Upstream: k8s.io/apiserver/pkg/cel/library.receiverOnlyObjectVal.
type receiverOnlyObjectVal struct{ typeValue *types.Type }

func receiverOnlyVal(objectType *cel.Type) receiverOnlyObjectVal {
	return receiverOnlyObjectVal{typeValue: types.NewTypeValue(objectType.String())}
}

func (a receiverOnlyObjectVal) ConvertToNative(typeDesc reflect.Type) (any, error) {
	return nil, fmt.Errorf("type conversion error from '%s' to '%v'", a.typeValue.String(), typeDesc)
}

func (a receiverOnlyObjectVal) ConvertToType(typeVal ref.Type) ref.Val {
	switch typeVal {
	case a.typeValue:
		return a
	case types.TypeType:
		return a.typeValue
	}
	return types.NewErr("type conversion error from '%s' to '%s'", a.typeValue, typeVal)
}

func (a receiverOnlyObjectVal) Equal(other ref.Val) ref.Val {
	o, ok := other.(receiverOnlyObjectVal)
	if !ok {
		return types.MaybeNoSuchOverloadErr(other)
	}
	return types.Bool(a == o)
}

func (a receiverOnlyObjectVal) Type() ref.Type { return a.typeValue }
func (a receiverOnlyObjectVal) Value() any     { return types.NoSuchOverloadErr() }
