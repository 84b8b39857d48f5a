package authorizer

import "github.com/kube-rebuilt/apiserver/06-filters/audit"

// Stage 06's audit policy matches on audit.Attributes, which it declares
// as the subset of these Attributes it reads, so that a stage 07
// AttributesRecord can be handed to it unchanged (upstream's evaluator
// takes authorizer.Attributes). This keeps the promise checked.
var (
	_ audit.Attributes = AttributesRecord{}
	_ audit.Attributes = Attributes(nil)
)
