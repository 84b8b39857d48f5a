package cel

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"sync"

	celgo "github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel/model"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
)

var (
	baseEnvSetOnce sync.Once
	baseEnvSet     *environment.EnvSet
)

// BaseEnvSet is the environment set CRD rules compile in, built once.
func BaseEnvSet() *environment.EnvSet {
	baseEnvSetOnce.Do(func() {
		baseEnvSet = environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	})
	return baseEnvSet
}

// Validator runs the compiled rules of a schema tree: its own node's, and
// through Items, Properties and AdditionalProperties those below it. A
// nil *Validator validates nothing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.Validator.
type Validator struct {
	Items                *Validator
	Properties           map[string]Validator
	AdditionalProperties *Validator

	Schema *schema.Structural

	uncompiledRules []apiextensions.ValidationRule
	compiledRules   []CompilationResult
	compilationErr  error
	isResourceRoot  bool
}

// NewValidator compiles every rule of s, in the stored-expressions
// environment (the CRD was checked against the new-expressions one when
// it was written). It returns nil when s has no rules at all. The result
// is built once per CRD version and shared by all requests.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.NewValidator.
func NewValidator(s *schema.Structural, isResourceRoot bool, perCallLimit uint64) *Validator {
	if !hasXValidations(s) {
		return nil
	}
	return validator(s, isResourceRoot, model.SchemaDeclType(s, isResourceRoot), perCallLimit)
}

func validator(s *schema.Structural, isResourceRoot bool, declType *apiservercel.DeclType, perCallLimit uint64) *Validator {
	compiledRules, err := Compile(s, declType, perCallLimit, BaseEnvSet(), StoredExpressionsEnvLoader())
	v := &Validator{Schema: s, uncompiledRules: s.XValidations, compiledRules: compiledRules, compilationErr: err, isResourceRoot: isResourceRoot}
	var elemType *apiservercel.DeclType
	if declType != nil {
		elemType = declType.ElemType
	}
	if hasXValidations(s.Items) {
		v.Items = validator(s.Items, s.Items.XEmbeddedResource, elemType, perCallLimit)
	}
	if s.AdditionalProperties != nil && hasXValidations(s.AdditionalProperties.Structural) {
		v.AdditionalProperties = validator(s.AdditionalProperties.Structural, s.AdditionalProperties.Structural.XEmbeddedResource, elemType, perCallLimit)
	}
	for k := range s.Properties {
		prop := s.Properties[k]
		if !hasXValidations(&prop) {
			continue
		}
		var fieldType *apiservercel.DeclType
		if escaped, ok := apiservercel.Escape(k); ok && declType != nil {
			if f, ok := declType.Fields[escaped]; ok {
				fieldType = f.Type
			}
		}
		if v.Properties == nil {
			v.Properties = map[string]Validator{}
		}
		v.Properties[k] = *validator(&prop, prop.XEmbeddedResource, fieldType, perCallLimit)
	}
	return v
}

func hasXValidations(s *schema.Structural) bool {
	if s == nil {
		return false
	}
	if len(s.XValidations) > 0 || hasXValidations(s.Items) {
		return true
	}
	if s.AdditionalProperties != nil && hasXValidations(s.AdditionalProperties.Structural) {
		return true
	}
	for k := range s.Properties {
		prop := s.Properties[k]
		if hasXValidations(&prop) {
			return true
		}
	}
	return false
}

// ratcheting decides whether a failing rule is reported: not when the
// value it judged, or the nearest value above it that can be matched to
// an old one, is unchanged (CRDValidationRatcheting, on by default since
// v1.30). Equality is computed only when a rule fails.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.ratchetingOptions.
type ratcheting struct {
	// correlated is true when old is this node's old value.
	correlated bool
	obj, old   interface{}
	parent     *ratcheting
}

func (r *ratcheting) shouldRatchetError() bool {
	for ; r != nil; r = r.parent {
		if r.correlated {
			return reflect.DeepEqual(r.obj, r.old)
		}
	}
	return false
}

// Validate runs every rule on obj (and, for transition rules, oldObj,
// nil on create) within costBudget, and returns the errors and what is
// left of the budget (negative once it ran out: no further rules ran).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.(*Validator).Validate.
func (s *Validator) Validate(ctx context.Context, fldPath *field.Path, obj, oldObj interface{}, costBudget int64) (field.ErrorList, int64) {
	if s == nil {
		return nil, costBudget
	}
	return s.validate(ctx, fldPath, obj, oldObj, &ratcheting{correlated: oldObj != nil, obj: obj, old: oldObj}, costBudget)
}

func (s *Validator) validate(ctx context.Context, fldPath *field.Path, obj, oldObj interface{}, r *ratcheting, costBudget int64) (errs field.ErrorList, remainingBudget int64) {
	if s == nil || obj == nil {
		return nil, costBudget
	}
	errs, remainingBudget = s.validateExpressions(ctx, fldPath, obj, oldObj, r, costBudget)
	if remainingBudget < 0 {
		return errs, remainingBudget
	}
	var more field.ErrorList
	switch o := obj.(type) {
	case map[string]interface{}:
		oldMap, _ := oldObj.(map[string]interface{})
		more, remainingBudget = s.validateMap(ctx, fldPath, o, oldMap, r, remainingBudget)
	case []interface{}:
		oldList, _ := oldObj.([]interface{})
		more, remainingBudget = s.validateArray(ctx, fldPath, o, oldList, r, remainingBudget)
	}
	return append(errs, more...), remainingBudget
}

// validateMap walks properties and map values, in key order so that
// errors come out in a stable order.
func (s *Validator) validateMap(ctx context.Context, fldPath *field.Path, obj, oldObj map[string]interface{}, r *ratcheting, budget int64) (errs field.ErrorList, remainingBudget int64) {
	remainingBudget = budget
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		var sub *Validator
		var path *field.Path
		if s.AdditionalProperties != nil {
			sub, path = s.AdditionalProperties, fldPath.Key(k)
		} else if p, ok := s.Properties[k]; ok {
			sub, path = &p, fldPath.Child(k)
		} else {
			continue
		}
		oldV, hasOld := oldObj[k]
		var err field.ErrorList
		err, remainingBudget = sub.validate(ctx, path, obj[k], oldV, &ratcheting{correlated: hasOld, obj: obj[k], old: oldV, parent: r}, remainingBudget)
		errs = append(errs, err...)
		if remainingBudget < 0 {
			return errs, remainingBudget
		}
	}
	return errs, remainingBudget
}

// validateArray walks list items. Only items of x-kubernetes-list-type
// map lists have an old value (the old item with the same keys); others
// cannot be matched, so transition rules do not run on them.
func (s *Validator) validateArray(ctx context.Context, fldPath *field.Path, obj, oldObj []interface{}, r *ratcheting, budget int64) (errs field.ErrorList, remainingBudget int64) {
	remainingBudget = budget
	if s.Items == nil {
		return nil, remainingBudget
	}
	oldItems := makeMapList(s.Schema, oldObj)
	for i := range obj {
		oldV, hasOld := oldItems.get(obj[i])
		var err field.ErrorList
		err, remainingBudget = s.Items.validate(ctx, fldPath.Index(i), obj[i], oldV, &ratcheting{correlated: hasOld, obj: obj[i], old: oldV, parent: r}, remainingBudget)
		errs = append(errs, err...)
		if remainingBudget < 0 {
			return errs, remainingBudget
		}
	}
	return errs, remainingBudget
}

// mapList finds the old item of a map list by its keys.
// Upstream: k8s.io/apiserver/pkg/cel/common.MapList.
type mapList struct {
	keys  []string
	items map[string]interface{}
}

func makeMapList(s *schema.Structural, items []interface{}) *mapList {
	if s.XListType == nil || *s.XListType != "map" || len(s.XListMapKeys) == 0 || len(items) == 0 {
		return nil
	}
	ml := &mapList{keys: s.XListMapKeys, items: map[string]interface{}{}}
	for _, item := range items {
		if k, ok := ml.key(item); ok {
			ml.items[k] = item
		}
	}
	return ml
}

func (ml *mapList) key(item interface{}) (string, bool) {
	m, ok := item.(map[string]interface{})
	if !ok {
		return "", false
	}
	parts := make([]string, len(ml.keys))
	for i, k := range ml.keys {
		parts[i] = fmt.Sprintf("%#v", m[k])
	}
	return strings.Join(parts, "\x00"), true
}

func (ml *mapList) get(item interface{}) (interface{}, bool) {
	if ml == nil {
		return nil, false
	}
	k, ok := ml.key(item)
	if !ok {
		return nil, false
	}
	v, ok := ml.items[k]
	return v, ok
}

// validateExpressions runs this node's rules on obj.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.(*Validator).validateExpressions.
func (s *Validator) validateExpressions(ctx context.Context, fldPath *field.Path, obj, oldObj interface{}, r *ratcheting, costBudget int64) (errs field.ErrorList, remainingBudget int64) {
	sts := s.Schema
	remainingBudget = costBudget
	if s.compilationErr != nil {
		return field.ErrorList{field.Invalid(fldPath, sts.Type, fmt.Sprintf("rule compiler initialization error: %v", s.compilationErr))}, remainingBudget
	}
	if len(s.compiledRules) == 0 {
		return nil, remainingBudget
	}
	if remainingBudget <= 0 {
		return field.ErrorList{field.Invalid(fldPath, sts.Type, "validation failed due to running out of cost budget, no further validation rules will be run")}, -1
	}
	if s.isResourceRoot {
		sts = model.WithTypeAndObjectMeta(sts)
	}
	act := newActivation(sts, obj, oldObj)
	for i, compiled := range s.compiledRules {
		rule := s.uncompiledRules[i]
		if compiled.Error != nil {
			errs = append(errs, field.Invalid(fldPath, sts.Type, fmt.Sprintf("rule compile error: %v", compiled.Error)))
			continue
		}
		if compiled.Program == nil {
			continue
		}
		optionalOldSelf := rule.OptionalOldSelf != nil && *rule.OptionalOldSelf
		if compiled.UsesOldSelf && oldObj == nil && !optionalOldSelf {
			// A transition rule runs only where there is an old value.
			continue
		}
		vars := act.vars(optionalOldSelf)
		evalResult, evalDetails, err := compiled.Program.ContextEval(ctx, vars)
		if evalDetails == nil || evalDetails.ActualCost() == nil {
			return append(errs, field.InternalError(fldPath, fmt.Errorf("runtime cost could not be calculated for validation rule: %v, no further validation rules will be run", ruleErrorString(rule)))), -1
		}
		if rtCost := *evalDetails.ActualCost(); rtCost > math.MaxInt64 || int64(rtCost) > remainingBudget {
			return append(errs, field.Invalid(fldPath, sts.Type, "validation failed due to running out of cost budget, no further validation rules will be run")), -1
		} else {
			remainingBudget -= int64(rtCost)
		}
		if err != nil {
			switch {
			case strings.HasPrefix(err.Error(), "no such overload"):
				errs = append(errs, field.Invalid(fldPath, sts.Type, fmt.Sprintf("'%v': call arguments did not match a supported operator, function or macro signature for rule: %v", err, ruleErrorString(rule))))
			case strings.HasPrefix(err.Error(), "operation cancelled: actual cost limit exceeded"):
				return append(errs, field.Invalid(fldPath, sts.Type, fmt.Sprintf("'%v': no further validation rules will be run due to call cost exceeds limit for rule: %v", err, ruleErrorString(rule)))), -1
			default:
				errs = append(errs, field.Invalid(fldPath, sts.Type, fmt.Sprintf("%v evaluating rule: %v", err, ruleErrorString(rule))))
			}
			continue
		}
		if evalResult == types.True {
			continue
		}

		currentFldPath := fldPath
		if compiled.NormalizedRuleFieldPath != "" {
			currentFldPath = currentFldPath.Child(compiled.NormalizedRuleFieldPath)
		}
		addErr := func(e *field.Error) {
			// Ratcheting: an unchanged value keeps its old errors, which
			// the client sees as warnings.
			if !compiled.UsesOldSelf && r.shouldRatchetError() {
				warning.AddWarning(ctx, e.Error())
				return
			}
			errs = append(errs, e)
		}
		detail, ok := "", false
		if compiled.MessageExpression != nil {
			msg, newBudget, msgErr := evalMessageExpression(ctx, compiled.MessageExpression, rule.MessageExpression, act.vars(false), remainingBudget)
			switch {
			case msgErr == nil:
				detail, ok, remainingBudget = msg, true, newBudget
			case msgErr.Type == apiservercel.ErrorTypeInternal:
				addErr(field.InternalError(currentFldPath, msgErr))
				return errs, -1
			case msgErr.Type == apiservercel.ErrorTypeInvalid:
				addErr(field.Invalid(currentFldPath, sts.Type, msgErr.Error()))
				return errs, -1
			default:
				// The message expression failed: fall back to message.
				remainingBudget = newBudget
			}
		}
		if !ok {
			detail = ruleMessageOrDefault(rule)
		}
		var value interface{} = obj
		if sts.Type == "object" || sts.Type == "array" {
			value = field.OmitValueType{}
		}
		addErr(fieldErrorForReason(currentFldPath, value, detail, rule.Reason))
	}
	return errs, remainingBudget
}

// activation holds self and oldSelf, converted for CEL once per node.
type activation struct {
	self, oldSelf interface{}
	hasOldSelf    bool
}

func newActivation(sts *schema.Structural, obj, oldObj interface{}) *activation {
	a := &activation{self: celValue(obj, sts)}
	if oldObj != nil {
		a.oldSelf, a.hasOldSelf = celValue(oldObj, sts), true
	}
	return a
}

// vars are the variables of one evaluation: oldSelf is absent on create,
// and an optional for rules with optionalOldSelf.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.validationActivation.
func (a *activation) vars(optionalOldSelf bool) map[string]any {
	vars := map[string]any{ScopedVarName: a.self}
	switch {
	case optionalOldSelf && a.hasOldSelf:
		vars[OldScopedVarName] = types.OptionalOf(types.DefaultTypeAdapter.NativeToValue(a.oldSelf))
	case optionalOldSelf:
		vars[OldScopedVarName] = types.OptionalNone
	case a.hasOldSelf:
		vars[OldScopedVarName] = a.oldSelf
	}
	return vars
}

// evalMessageExpression evaluates a messageExpression within the budget.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.evalMessageExpression.
func evalMessageExpression(ctx context.Context, expr celgo.Program, exprSrc string, vars map[string]any, remainingBudget int64) (string, int64, *apiservercel.Error) {
	evalResult, evalDetails, err := expr.ContextEval(ctx, vars)
	if evalDetails == nil || evalDetails.ActualCost() == nil {
		return "", -1, &apiservercel.Error{Type: apiservercel.ErrorTypeInternal,
			Detail: fmt.Sprintf("runtime cost could not be calculated for messageExpression: %q", exprSrc)}
	}
	rtCost := *evalDetails.ActualCost()
	if rtCost > math.MaxInt64 || int64(rtCost) > remainingBudget {
		return "", -1, &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid,
			Detail: "messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run"}
	}
	remainingBudget -= int64(rtCost)
	if err != nil {
		if strings.HasPrefix(err.Error(), "operation cancelled: actual cost limit exceeded") {
			return "", -1, &apiservercel.Error{Type: apiservercel.ErrorTypeInvalid,
				Detail: fmt.Sprintf("no further validation rules will be run due to call cost exceeds limit for messageExpression: %q", exprSrc)}
		}
		return "", remainingBudget, &apiservercel.Error{Detail: fmt.Sprintf("messageExpression evaluation failed due to: %v", err.Error())}
	}
	messageStr, ok := evalResult.Value().(string)
	if !ok {
		return "", remainingBudget, &apiservercel.Error{Detail: "messageExpression failed to convert to string"}
	}
	trimmed := strings.TrimSpace(messageStr)
	switch {
	case len(trimmed) > apiservercel.MaxEvaluatedMessageExpressionSizeBytes:
		return "", remainingBudget, &apiservercel.Error{Detail: fmt.Sprintf("messageExpression beyond allowable length of %d", apiservercel.MaxEvaluatedMessageExpressionSizeBytes)}
	case hasNewlines(trimmed):
		return "", remainingBudget, &apiservercel.Error{Detail: "messageExpression should not contain line breaks"}
	case len(trimmed) == 0:
		return "", remainingBudget, &apiservercel.Error{Detail: "messageExpression should evaluate to a non-empty string"}
	}
	return trimmed, remainingBudget, nil
}

var newlineMatcher = regexp.MustCompile(`[\n]+`)

func hasNewlines(s string) bool { return newlineMatcher.MatchString(s) }

// ruleMessageOrDefault is the message of a failed rule.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.ruleMessageOrDefault.
func ruleMessageOrDefault(rule apiextensions.ValidationRule) string {
	if len(rule.Message) == 0 {
		return fmt.Sprintf("failed rule: %s", ruleErrorString(rule))
	}
	return strings.TrimSpace(rule.Message)
}

func ruleErrorString(rule apiextensions.ValidationRule) string {
	if len(rule.Message) > 0 {
		return strings.TrimSpace(rule.Message)
	}
	return strings.TrimSpace(rule.Rule)
}

// fieldErrorForReason builds the error of the rule's reason.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel.fieldErrorForReason.
func fieldErrorForReason(fldPath *field.Path, value interface{}, detail string, reason *apiextensions.FieldValueErrorReason) *field.Error {
	if reason == nil {
		return field.Invalid(fldPath, value, detail)
	}
	switch *reason {
	case apiextensions.FieldValueForbidden:
		return field.Forbidden(fldPath, detail)
	case apiextensions.FieldValueRequired:
		return field.Required(fldPath, detail)
	case apiextensions.FieldValueDuplicate:
		return field.Duplicate(fldPath, value)
	}
	return field.Invalid(fldPath, value, detail)
}
