import type { ArticleTexts } from "./article-content";

// Full texts of the five blog articles in English, for project managers in Mexico.
export const articleTextsEn: ArticleTexts = {
  "1": [
    {
      type: "p",
      text: "Almost no project fails overnight. Delays pile up quietly: a dependency that slips two days, a person assigned to three fronts, a decision that has been waiting for a signature for a week. By the time the delay shows up on the schedule, the margin to fix it is gone. The good news is that nearly every warning sign lives in data your team already produces every day.",
    },
    { type: "h2", text: "1. Real progress does not match reported progress" },
    {
      type: "p",
      text: "If tasks sit “in progress” for weeks while few get closed, the progress percentage is lying. Compare how many tasks were completed in the last two weeks with how many the plan expected. A closing rate 20% below plan for two weeks in a row is a reliable early warning.",
    },
    { type: "h2", text: "2. Critical dependencies keep changing dates" },
    {
      type: "p",
      text: "A critical-path task that moves once is normal; one that moves three times points to a deeper problem: a poorly defined scope, an unresponsive supplier or a stuck approval. Keep track of how many times each milestone's date changes and review the ones that move most first.",
    },
    { type: "h2", text: "3. The same person shows up on too many fronts" },
    {
      type: "p",
      text: "Over-allocation is the most common cause of delays nobody sees coming. If a key person has more hours assigned than they have available in the week, some task will slip, whatever the plan says. Review capacity per person and per week, not only per project.",
    },
    { type: "h2", text: "4. Scope grows while the date stays put" },
    {
      type: "p",
      text: "Every “small” request that comes in without adjusting the date or resources eats margin. Count the tasks added after kick-off. If scope grew by more than 10% and the delivery date is unchanged, the project is already at risk, even if it does not look like it yet.",
    },
    { type: "h2", text: "5. Decisions take longer than agreed" },
    {
      type: "p",
      text: "In many companies in Mexico, approvals go through several levels. Measure how many days a decision waits from request to resolution. When the average exceeds what the plan allows, the bottleneck is not the team but the project's governance.",
    },
    { type: "h2", text: "6. Status meetings get longer and repeat themselves" },
    {
      type: "p",
      text: "When follow-up meetings grow longer and the same topics come back week after week, there are usually blockers nobody dares to escalate. It is a qualitative sign, but a very useful one: write down the recurring topics and turn them into formal risks with an owner and a date.",
    },
    { type: "h2", text: "7. Spending moves faster than the work" },
    {
      type: "p",
      text: "Compare the share of the budget consumed with the share of work finished. If 60% of the budget is spent and only 40% of the work is done, the project will need more money or less scope. Earned-value analysis formalises this comparison, but even a simple review every two weeks helps.",
    },
    { type: "h2", text: "Turning signs into actions" },
    {
      type: "p",
      text: "Spotting the signs is half the job; the other half is acting in time. Here is a 30-minute weekly routine:",
    },
    {
      type: "ol",
      items: [
        "Review the task closing rate against the plan for the last two weeks.",
        "Identify the milestones whose date changed more than once.",
        "Check the workload of key people for the next three weeks.",
        "Record each sign as a risk, with an owner, impact and review date.",
        "Tell sponsors about high risks with a concrete proposal, not just the problem.",
      ],
    },
    {
      type: "quote",
      text: "A risk raised three weeks ahead is a decision; raised three days ahead, it is a crisis.",
    },
    { type: "h2", text: "Where predictive AI helps" },
    {
      type: "p",
      text: "Doing this analysis by hand for one project is feasible; for a portfolio of ten or twenty projects, it is not. Project-management tools with predictive AI, such as Rumbo, check these signs continuously against your team's real history and show a risk score with the factors that explain it. You spend your time deciding, not building reports.",
    },
  ],
  "2": [
    {
      type: "p",
      text: "A director with twenty projects under way does not need twenty reports: they need to know, in ten minutes, where to put their attention this week. A good portfolio dashboard answers three questions: what will be late, where is the money going, and do we have the capacity for what is coming? These five metrics are enough to answer them.",
    },
    { type: "h2", text: "1. Projects at risk, with their cause" },
    {
      type: "p",
      text: "A red, amber and green light is not enough. Ask for every project at risk to show its main cause: scope, capacity, an external dependency or budget. With the cause in view, the conversation moves from “why is it red?” to “what do we decide today?”.",
    },
    { type: "h2", text: "2. Deviation of the forecast delivery date" },
    {
      type: "p",
      text: "Compare the committed date with the date the team's real pace forecasts. A deviation of more than two weeks on a strategic project deserves a review with its manager. The trend matters most: a deviation that grows week after week is more worrying than a large but stable one.",
    },
    { type: "h2", text: "3. Budget spent against progress" },
    {
      type: "p",
      text: "The cost performance index (CPI) compares the value of the work finished with what was spent. A CPI below 0.9 means each peso delivers less than planned. Review this figure in Mexican pesos and per project, not only as the department's total, so one large overrun does not hide behind several healthy projects.",
    },
    { type: "h2", text: "4. Capacity available over the next six weeks" },
    {
      type: "p",
      text: "Most portfolio delays come from approving projects without the capacity to run them. Show available against allocated hours per team for the next six weeks. If a team is above 90% of its capacity, any new project that needs it must wait or displace another one.",
    },
    { type: "h2", text: "5. Expected benefit against benefit at risk" },
    {
      type: "p",
      text: "Every project exists to produce a benefit: savings, revenue or regulatory compliance. Add up the portfolio's expected benefit and how much of it depends on projects at risk. This figure helps the committee prioritise: not every red project deserves the same attention.",
    },
    { type: "h2", text: "Using the dashboard every Monday" },
    {
      type: "ol",
      items: [
        "Start with the projects whose risk rose since last week, not with the ones that are always red.",
        "For each one, ask for a concrete decision: adjust scope, move the date, reassign people or escalate.",
        "Check capacity before approving any new project or scope change.",
        "Close with the three messages you need to take to the executive team.",
      ],
    },
    {
      type: "quote",
      text: "A useful executive dashboard is not the one with the most data, but the one that prompts better decisions in less time.",
    },
    { type: "h2", text: "Common mistakes" },
    {
      type: "ul",
      items: [
        "Measuring activity (hours logged, tasks created) instead of results.",
        "Relying on reports each manager builds by hand, with different criteria.",
        "Reviewing the portfolio once a month, when problems are already expensive.",
        "Showing averages that hide the critical projects.",
      ],
    },
    {
      type: "p",
      text: "Rumbo builds this dashboard from the data your teams already record in their projects, in Mexican pesos and with predictions that explain themselves, so Monday's review takes minutes rather than hours.",
    },
  ],
  "3": [
    {
      type: "p",
      text: "Every product owner knows the scene: a backlog of two hundred items, five departments that each consider their request urgent, and a team that can deliver only a fraction of it this quarter. Prioritising is not sorting a list; it is deciding what will not be done yet, and being able to explain why. This method combines three criteria — value, risk and real capacity — to build a roadmap the team can actually keep.",
    },
    { type: "h2", text: "Step 1: group the backlog into initiatives" },
    {
      type: "p",
      text: "Prioritising two hundred user stories one by one is impossible. Group them into initiatives that deliver a complete outcome to the customer or the business: “CFDI 4.0 electronic invoicing”, “supplier portal”, “shorter customer onboarding”. A healthy roadmap has between ten and twenty initiatives, not hundreds of items.",
    },
    { type: "h2", text: "Step 2: estimate value with explicit criteria" },
    {
      type: "p",
      text: "Value is not the opinion of whoever shouts loudest. Agree on three or four criteria with your sponsors and score each initiative from 1 to 5 on each of them:",
    },
    {
      type: "ul",
      items: [
        "Impact on revenue or savings, estimated in pesos.",
        "Regulatory compliance or contractual obligation (for example, SAT requirements).",
        "Number of customers or internal users who benefit.",
        "Alignment with the year's objectives.",
      ],
    },
    { type: "h2", text: "Step 3: account for risk and uncertainty" },
    {
      type: "p",
      text: "Two initiatives with the same value are not equal if one depends on an external supplier or a technology the team has never used. Score the risk of each and, when it is high, consider a small first delivery that reduces uncertainty before committing to the full scope.",
    },
    { type: "h2", text: "Step 4: size it with the team's data" },
    {
      type: "p",
      text: "Use relative sizes (S, M, L, XL) and compare them with similar initiatives already finished. Real history is far more reliable than the optimism of the moment: if the last three “medium” initiatives took five to seven weeks, the next one probably will too.",
    },
    { type: "h2", text: "Step 5: rank by value over effort, adjusted for risk" },
    {
      type: "p",
      text: "Divide value by size and penalise high-risk initiatives that lack an early delivery. The result is not an absolute truth, but it is an objective starting point for the conversation with the departments. What changes the order should be a new argument, not the rank of the person asking.",
    },
    { type: "h2", text: "Step 6: trim the roadmap to real capacity" },
    {
      type: "p",
      text: "This is where most roadmaps fail. Work out the team's capacity for the quarter after holidays, public holidays, production support and meetings. In Mexico it pays to look carefully at long weekends and the year-end period. Then fill that capacity with the initiatives in order and keep a 15 to 20% buffer for the unexpected.",
    },
    {
      type: "quote",
      text: "A roadmap that uses 100% of capacity is a plan to be late.",
    },
    { type: "h2", text: "Communicating the roadmap" },
    {
      type: "ol",
      items: [
        "Present three horizons: now (committed), next (likely) and later (ideas).",
        "Show the criteria and scores so every department understands why its initiative landed where it did.",
        "Review the roadmap every month with real progress data, not only at the start of the quarter.",
      ],
    },
    {
      type: "p",
      text: "With Rumbo you can simulate scope and capacity scenarios before committing to dates, and see how each initiative's delivery probability changes when you add or remove work.",
    },
  ],
  "4": [
    {
      type: "p",
      text: "In many project teams, hitting a hard deadline is still celebrated as an act of heroism: long nights, weekends and messages at any hour. The trouble is that heroics do not scale and they have a cost. The World Health Organization recognises burnout as an occupational phenomenon, and in Mexico the NOM-035-STPS standard requires companies to identify and prevent psychosocial risk factors, excessive workloads among them.",
    },
    { type: "h2", text: "Why overload goes unnoticed" },
    {
      type: "ul",
      items: [
        "Each project sees only its own assignments, not the person's total load.",
        "Unplanned work (support, meetings, emergencies) does not appear on the schedule.",
        "The most committed people rarely say they cannot take on more.",
        "The symptoms — mistakes, delays, turnover — arrive weeks after the cause.",
      ],
    },
    { type: "h2", text: "Measure capacity, not just tasks" },
    {
      type: "p",
      text: "The first step is an honest capacity figure per person and per week. A 40-hour week is not 40 hours of project work: subtract recurring meetings, support and admin time. In practice, a person usually has 25 to 30 effective hours for projects.",
    },
    {
      type: "p",
      text: "Then compare that capacity with the hours assigned across all projects. An allocation above 100% sustained for more than two weeks is the clearest sign of burnout risk, and of delay.",
    },
    { type: "h2", text: "Five practices that protect the team" },
    {
      type: "ol",
      items: [
        "Plan at 80% of capacity to absorb the unexpected without overtime.",
        "Review the load of key people at every sprint planning or every week.",
        "Limit work in progress: fewer open tasks at once means more tasks finished.",
        "Make unplanned work visible and subtract it from capacity.",
        "Spread critical tasks so the project does not depend on a single person.",
      ],
    },
    { type: "h2", text: "Early signs worth watching" },
    {
      type: "ul",
      items: [
        "Tasks reopened or sent back from review more often than before.",
        "Messages and deliveries outside working hours becoming routine.",
        "People who stop speaking up in meetings or proposing ideas.",
        "Sick leave and absences rising within the same team.",
      ],
    },
    {
      type: "p",
      text: "None of these signs is conclusive on its own, but when they coincide with a high allocation in the data, it is worth talking with the person and adjusting their load before the problem turns into sick leave or a resignation.",
    },
    { type: "h2", text: "What to do when overload is already there" },
    {
      type: "p",
      text: "If the data shows someone above their capacity, act the same week. The options, in order of preference: move tasks to people with slack, postpone lower-value work, negotiate scope with the sponsor or, as a last resort, adjust the date. Asking for “an extra effort” without changing anything else only postpones the problem.",
    },
    {
      type: "quote",
      text: "A rested team delivering at a sustainable pace outperforms, within a few months, a heroic team that burns out.",
    },
    { type: "h2", text: "The conversation with leadership" },
    {
      type: "p",
      text: "Presenting capacity with data changes the conversation. Instead of “the team is tired”, you can say “the development team is allocated at 130% for the next four weeks; if we approve this change, the invoicing project slips three weeks”. With that clarity, leadership can decide on facts.",
    },
    {
      type: "p",
      text: "Rumbo's cognitive resource management works out each person's load across all their projects, warns you before over-allocation becomes chronic and suggests possible reassignments, so looking after the team does not depend on gut feeling.",
    },
  ],
  "5": [
    {
      type: "p",
      text: "Artificial intelligence now appears in almost every pitch for project-management software. Between promises of “projects that manage themselves” and the scepticism of people who have seen many fads come and go, it is worth grounding the conversation: what can predictive AI really do for a PMO, and what still depends on people?",
    },
    { type: "h2", text: "What predictive AI does well" },
    {
      type: "p",
      text: "Its strength is finding patterns in historical data and projecting them forward, something people struggle to do consistently, especially across many projects at once.",
    },
    {
      type: "ul",
      items: [
        "Delivery forecasts: simulating thousands of scenarios with the team's real pace to estimate the probability of finishing by each date.",
        "Risk scores: combining signs such as accumulated delays, over-allocation and scope changes into one indicator that explains itself.",
        "Estimates: suggesting the duration of a new task from similar tasks already finished.",
        "Capacity: spotting future overloads by crossing assignments from every project.",
        "Summaries: drafting status reports from the dashboard's data.",
      ],
    },
    { type: "h2", text: "What it cannot do (yet)" },
    {
      type: "ul",
      items: [
        "Negotiate with a sponsor or settle a conflict between departments.",
        "Know what nobody recorded: a resignation announced in the corridor or a change of priorities at the top.",
        "Decide which risk is worth taking; that depends on your company's strategy.",
        "Make up for poor data: if tasks are not updated, the predictions will not be reliable either.",
      ],
    },
    { type: "h2", text: "Why explainable predictions matter" },
    {
      type: "p",
      text: "A number without an explanation does not build trust. If the tool says a project has a 35% chance of arriving on time, the manager needs to know why: is it the closing rate, a dependency, one person's load? Prefer tools that show the factors behind each prediction and let you check them against the original data.",
    },
    { type: "h2", text: "Adopting it in your PMO, step by step" },
    {
      type: "ol",
      items: [
        "Get the basics in order: tasks with dates, up-to-date statuses and estimates, even rough ones.",
        "Start with a pilot of two or three projects and compare the predictions with what actually happens.",
        "Define which decisions the AI will support (weekly risk alerts, for example) and who reviews them.",
        "Train managers to read probabilities and ranges, not only single dates.",
        "Extend it to the rest of the portfolio once the team trusts the results.",
      ],
    },
    { type: "h2", text: "Privacy and compliance" },
    {
      type: "p",
      text: "Project data includes information about people: assignments, performance and sometimes hourly costs. Check that your vendor complies with Mexico's Federal Law on the Protection of Personal Data Held by Private Parties and, if you work with customers in Europe, the GDPR. Also ask where the data is processed and whether it is used to train third-party models.",
    },
    {
      type: "quote",
      text: "AI does not replace the project manager: it gives back the time spent building reports, so it can go into deciding.",
    },
    { type: "h2", text: "How Rumbo approaches it" },
    {
      type: "p",
      text: "Rumbo uses deterministic, explainable engines over the data in your own workspace: delivery forecasts by simulation, a risk score with its factors and estimates based on similar tasks. Every number can be traced back to the data behind it, and everything works in Spanish and English, with support on Mexico time.",
    },
  ],
};
